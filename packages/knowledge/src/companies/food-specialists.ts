import type { CompanyProfile } from '../types.ts';
import { concern, page, S, st, titled, wiki } from './sources.ts';

// Confectionery, pantry, cereal and meat-alternative companies behind seed brands.

export const foodSpecialists: CompanyProfile[] = [
  {
    id: 'lindt',
    name: 'Chocoladefabriken Lindt & Sprüngli AG',
    country: 'Switzerland',
    founded: '1845',
    about: st(
      'Lindt & Sprüngli is a Swiss premium chocolate maker headquartered in Kilchberg near Zurich. Besides Lindt it owns Ghirardelli and Russell Stover in the United States.',
      wiki('Lindt & Sprüngli'),
    ),
    history: st(
      'The company traces its roots to a Zurich confectionery opened by David Sprüngli and his son Rudolf in 1836 and later merged with Rodolphe Lindt’s Bern chocolate factory, where conching was invented in 1879.',
      wiki('Lindt & Sprüngli'),
    ),
    sustainabilityEfforts: st(
      'Lindt runs the Lindt & Sprüngli Farming Program for its cocoa supply, with farmer training and supply-chain traceability in Ghana and other origins.',
      wiki('Lindt & Sprüngli'),
      page('Lindt & Sprüngli', 'https://www.lindt-spruengli.com'),
    ),
    health: {
      summary: st(
        'US tests in 2022 found lead and cadmium in many dark chocolate bars, including Lindt products, which led to US class actions.',
        titled('Consumer Reports: Lead and cadmium could be in your dark chocolate (December 2022)'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Heavy metals in dark chocolate',
          'medium',
          'ongoing',
          'Consumer Reports found lead and cadmium above California reference levels in several dark chocolate bars, including Lindt Excellence bars; class actions followed in the United States. Cadmium and lead come mainly from cocoa soil and post-harvest handling.',
          titled('Consumer Reports: Lead and cadmium could be in your dark chocolate (December 2022)'),
        ),
      ],
    },
    ethical: {
      summary: st(
        'As a large cocoa buyer, Lindt is exposed to the child-labour risks of West African cocoa farming, which its farming programme aims to address.',
        S.cocoaChildren,
      ),
      highlights: [],
      concerns: [],
    },
  },
  {
    id: 'tonys-chocolonely',
    name: "Tony's Chocolonely",
    country: 'Netherlands',
    founded: '2005',
    about: st(
      'Tony’s Chocolonely is an Amsterdam chocolate company founded in 2005 by Dutch journalist Teun van de Keuken after reporting on slavery in the cocoa industry. It sells chocolate bars with deliberately unequal pieces to symbolise inequality in the cocoa chain.',
      wiki("Tony's Chocolonely"),
    ),
    mission: st(
      'Tony’s states its mission as “together we make 100% slave free the norm in chocolate”.',
      page("Tony's Chocolonely", 'https://tonyschocolonely.com'),
      wiki("Tony's Chocolonely"),
    ),
    sustainabilityEfforts: st(
      'Tony’s buys cocoa through long-term partnerships with cooperatives in Ghana and Côte d’Ivoire, pays a premium on top of the Fairtrade price, and invites other brands to use its sourcing model through Tony’s Open Chain.',
      wiki("Tony's Chocolonely"),
      page("Tony's Chocolonely", 'https://tonyschocolonely.com'),
    ),
    ethical: {
      summary: st(
        'Tony’s is a leading example of traceable, higher-price cocoa sourcing; it publishes the child-labour cases it finds in its own supply chain rather than claiming to be free of them.',
        wiki("Tony's Chocolonely"),
      ),
      highlights: [
        st('Certified B Corporation.', S.bcorp, wiki("Tony's Chocolonely")),
        st(
          'Tony’s Open Chain lets other chocolate companies adopt its sourcing principles: traceable beans, a higher price, strong cooperatives, long-term commitment and better productivity.',
          page("Tony's Chocolonely", 'https://tonyschocolonely.com'),
        ),
      ],
      concerns: [
        concern(
          'Use of an industrial processor',
          'low',
          'other',
          'Tony’s chocolate is made by Barry Callebaut, a large processor that itself has faced child-labour allegations; in 2021 this led the Slave Free Chocolate list to remove Tony’s, while Tony’s says its beans are traceable and segregated.',
          wiki("Tony's Chocolonely"),
        ),
      ],
    },
  },
  {
    id: 'alfred-ritter',
    name: 'Alfred Ritter GmbH & Co. KG',
    country: 'Germany',
    founded: '1912',
    about: st(
      'Alfred Ritter is a family-owned chocolate maker based in Waldenbuch near Stuttgart, known for the square Ritter Sport bar introduced in 1932.',
      wiki('Ritter Sport'),
    ),
    sustainabilityEfforts: st(
      'Ritter Sport runs its own cocoa plantation, El Cacao, in Nicaragua and works with cocoa cooperatives there.',
      wiki('Ritter Sport'),
    ),
    ethical: {
      summary: st(
        'The company drew criticism in 2022 for continuing to sell in Russia after the invasion of Ukraine.',
        titled('Reuters: Germany’s Ritter Sport says it will keep selling chocolate in Russia (March 2022)'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Continued sales in Russia',
          'low',
          'other',
          'In March 2022 Ritter Sport said it would keep supplying Russia while stopping advertising and investment there, drawing calls for a boycott in Ukraine and Germany.',
          titled('Reuters: Germany’s Ritter Sport says it will keep selling chocolate in Russia (March 2022)'),
        ),
      ],
    },
  },
  {
    id: 'haribo',
    name: 'Haribo GmbH & Co. KG',
    country: 'Germany',
    founded: '1920',
    about: st(
      'Haribo is a family-owned German confectionery company, best known for its Gold-Bears gummy sweets. Founded by Hans Riegel in Bonn in 1920, it is now headquartered in Grafschaft, Rhineland-Palatinate.',
      wiki('Haribo'),
    ),
    ethical: {
      summary: st(
        'A 2017 German television documentary reported poor working conditions on Brazilian carnauba wax plantations and mistreatment of animals at pig farms supplying gelatine to the wider industry, including Haribo’s supply chain.',
        titled('ARD: Markencheck — Haribo (October 2017)'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Supply-chain working conditions (carnauba wax)',
          'medium',
          'historical',
          'The ARD documentary reported workers on Brazilian carnauba palm plantations, a source of the glazing agent in Haribo sweets, working without adequate pay or sanitation; Haribo said it would audit its suppliers.',
          titled('ARD: Markencheck — Haribo (October 2017)'),
        ),
      ],
    },
  },
  {
    id: 'hershey',
    name: 'The Hershey Company',
    country: 'United States',
    founded: '1894',
    about: st(
      'The Hershey Company is one of the largest chocolate makers in North America, headquartered in Hershey, Pennsylvania. Its brands include Hershey’s and Reese’s, and it makes KitKat in the United States under licence from Nestlé.',
      wiki('The Hershey Company'),
      wiki('Kit Kat'),
    ),
    history: st(
      'Milton S. Hershey founded the company in 1894. The Hershey Trust Company, which runs the Milton Hershey School Trust, holds a controlling share of the voting power.',
      wiki('The Hershey Company'),
    ),
    sustainabilityEfforts: st(
      'Hershey’s “Cocoa For Good” programme, announced in 2018, commits US$500 million by 2030 to cocoa communities and farmers.',
      wiki('The Hershey Company'),
      page('The Hershey Company', 'https://www.thehersheycompany.com'),
    ),
    ethical: {
      summary: st(
        'Child labour in West African cocoa is Hershey’s main documented ethical issue; the company was named in a 2021 US lawsuit by former child labourers that was dismissed in 2022.',
        S.coubaly,
        S.wapoCocoa2019,
      ),
      highlights: [],
      concerns: [
        concern(
          'Child labour in cocoa supply chain',
          'high',
          'ongoing',
          'Hershey was among the chocolate makers whose 2001 pledge under the Harkin–Engel Protocol to end the worst forms of child labour went unmet, according to a 2019 Washington Post investigation.',
          S.harkinEngel,
          S.wapoCocoa2019,
        ),
      ],
      corporateGovernance: {
        summary:
          'Control through the Hershey Trust, which benefits the Milton Hershey School, has drawn scrutiny from Pennsylvania’s attorney general over the trust’s governance.',
        examples: [],
        sources: [wiki('The Hershey Company')],
      },
    },
  },
  {
    id: 'smucker',
    name: 'The J.M. Smucker Company',
    country: 'United States',
    founded: '1897',
    about: st(
      'J.M. Smucker is a US packaged food company based in Orrville, Ohio, making Smucker’s jams, Jif peanut butter, coffee (Folgers, Dunkin’ at home) and pet food. It bought Jif from Procter & Gamble in 2002 and Hostess Brands in 2023.',
      wiki('The J.M. Smucker Company'),
    ),
    health: {
      summary: st(
        'Its main recent food safety incident was the 2022 Jif peanut butter recall.',
        wiki('Jif (peanut butter)'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Jif Salmonella recall (2022)',
          'high',
          'historical',
          'In May 2022 Smucker recalled Jif peanut butter products made at its Lexington, Kentucky plant after the US FDA and CDC linked them to a multistate Salmonella outbreak.',
          wiki('Jif (peanut butter)'),
        ),
      ],
    },
  },
  {
    id: 'hormel',
    name: 'Hormel Foods Corporation',
    country: 'United States',
    founded: '1891',
    about: st(
      'Hormel Foods is a US food company based in Austin, Minnesota, best known for Spam, Hormel meat products and Skippy peanut butter, which it bought from Unilever in 2013. The Hormel Foundation is its largest shareholder.',
      wiki('Hormel'),
      wiki('Skippy (peanut butter)'),
    ),
  },
  {
    id: 'andros',
    name: 'Andros',
    country: 'France',
    founded: '1959',
    about: st(
      'Andros is a family-owned French fruit-processing group based in Biars-sur-Cère in the Lot. It makes Bonne Maman jams, biscuits and desserts and Andros fruit products, and is run by the Gervoson family.',
      wiki('Bonne Maman'),
      page(
        'RTL: Le créateur des confitures Bonne Maman est mort (2017)',
        'https://www.rtl.fr/actu/conso/le-createur-des-confitures-bonne-maman-est-mort-7787454323',
      ),
    ),
    history: st(
      'Jean Gervoson and Pierre Chapoulart started making jam from unsold plums in the Lot after the Second World War; Gervoson and his wife Suzanne launched Bonne Maman in 1971.',
      page(
        'RTL: Le créateur des confitures Bonne Maman est mort (2017)',
        'https://www.rtl.fr/actu/conso/le-createur-des-confitures-bonne-maman-est-mort-7787454323',
      ),
      wiki('Bonne Maman'),
    ),
  },
  {
    id: 'weetabix',
    name: 'Weetabix Limited',
    country: 'United Kingdom',
    founded: '1932',
    about: st(
      'Weetabix Limited makes Weetabix wholegrain wheat biscuits and other cereals at Burton Latimer, Northamptonshire. It was majority-owned by Bright Food of China from 2012 and has been owned by Post Holdings since 2017.',
      wiki('Weetabix'),
    ),
  },
  {
    id: 'post-holdings',
    name: 'Post Holdings, Inc.',
    country: 'United States',
    founded: '2012',
    about: st(
      'Post Holdings is a US consumer packaged goods holding company in St. Louis, Missouri, spun off from Ralcorp in 2012. It owns Post Consumer Brands cereals in the US and Weetabix in the UK, as well as refrigerated food and pet food businesses.',
      wiki('Post Holdings'),
      wiki('Weetabix'),
    ),
  },
  {
    id: 'general-mills',
    name: 'General Mills, Inc.',
    country: 'United States',
    founded: '1928',
    about: st(
      'General Mills is a US packaged food company headquartered in Minneapolis, Minnesota. Its brands include Cheerios, Nature Valley, Old El Paso and Pillsbury, and it co-owns Cereal Partners Worldwide with Nestlé.',
      wiki('General Mills'),
    ),
    history: st(
      'General Mills was incorporated in 1928 from the Washburn-Crosby Company, whose flour mills in Minneapolis date to the 1860s; it acquired Pillsbury in 2001.',
      wiki('General Mills'),
    ),
    sustainabilityEfforts: st(
      'In 2019 General Mills committed to advance regenerative agriculture on 1 million acres of farmland by 2030.',
      wiki('General Mills'),
      page('General Mills', 'https://www.generalmills.com'),
    ),
    health: {
      summary: st(
        'Many of its cereals are sweetened; tests commissioned by the Environmental Working Group in 2018 found traces of the herbicide glyphosate in oat cereals including Cheerios, at levels below US regulatory limits.',
        wiki('Cheerios'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Glyphosate residues in oat cereals',
          'low',
          'other',
          'Environmental Working Group testing in 2018 found glyphosate residues in oat-based cereals including Cheerios; the levels were below US EPA tolerances, but above the stricter benchmark EWG proposed.',
          wiki('Cheerios'),
        ),
      ],
    },
  },
  {
    id: 'campbells',
    name: "The Campbell's Company",
    country: 'United States',
    founded: '1869',
    about: st(
      'The Campbell’s Company, called Campbell Soup Company until November 2024, is a US food company in Camden, New Jersey. It makes Campbell’s soups and, through its snacks division, Pepperidge Farm and Goldfish.',
      wiki('Campbell Soup Company'),
    ),
    history: st(
      'Joseph Campbell and Abraham Anderson founded the business in 1869; condensed soup was introduced in 1897.',
      wiki('Campbell Soup Company'),
    ),
  },
  {
    id: 'mcilhenny',
    name: 'McIlhenny Company',
    country: 'United States',
    founded: '1868',
    about: st(
      'McIlhenny Company is a family-owned company on Avery Island, Louisiana, that makes Tabasco pepper sauce. The pepper mash is aged in oak barrels before it is made into sauce.',
      wiki('McIlhenny Company'),
      wiki('Tabasco sauce'),
    ),
  },
  {
    id: 'beyond-meat',
    name: 'Beyond Meat, Inc.',
    country: 'United States',
    founded: '2009',
    about: st(
      'Beyond Meat makes plant-based meat substitutes from pea and other plant proteins. Ethan Brown founded it in Los Angeles in 2009, and it listed on Nasdaq in 2019.',
      wiki('Beyond Meat'),
    ),
    environmental: {
      summary: st(
        'Plant-based burgers have a much smaller greenhouse gas footprint than beef burgers in published life-cycle assessments, including one commissioned by Beyond Meat from the University of Michigan.',
        wiki('Beyond Meat'),
      ),
      highlights: [],
      concerns: [],
    },
  },
  {
    id: 'quorn-foods',
    name: 'Quorn Foods',
    country: 'United Kingdom',
    founded: '1985',
    about: st(
      'Quorn Foods makes meat substitutes from mycoprotein, a protein made by fermenting the fungus Fusarium venenatum, in Stokesley and Billingham in north-east England. It has been owned by the Philippine food company Monde Nissin since 2015.',
      wiki('Quorn'),
    ),
    health: {
      summary: st(
        'Mycoprotein is high in protein and fibre; a small number of people have reported allergic reactions, and the US Center for Science in the Public Interest has campaigned for warning labels.',
        wiki('Quorn'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Allergic reactions to mycoprotein',
          'low',
          'ongoing',
          'Reports of allergic and gastrointestinal reactions led the Center for Science in the Public Interest to call for warning labels on Quorn products in the United States.',
          wiki('Quorn'),
        ),
      ],
    },
  },
  {
    id: 'monde-nissin',
    name: 'Monde Nissin Corporation',
    country: 'Philippines',
    founded: '1979',
    about: st(
      'Monde Nissin is a Philippine food company making biscuits, instant noodles (Lucky Me!) and, through Quorn Foods, meat alternatives. It bought Quorn in 2015 and listed on the Philippine Stock Exchange in 2021.',
      wiki('Monde Nissin'),
    ),
  },
  {
    id: 'barilla',
    name: 'Barilla G. e R. Fratelli S.p.A.',
    country: 'Italy',
    founded: '1877',
    about: st(
      'Barilla is a family-owned Italian food company based in Parma and one of the world’s largest pasta makers. It also owns Mulino Bianco, Harrys and Wasa.',
      wiki('Barilla'),
    ),
    ethical: {
      summary: st(
        'Barilla faced a boycott in 2013 after its chairman’s remarks about gay families, then changed its diversity policies.',
        wiki('Barilla'),
      ),
      highlights: [
        st(
          'After 2013 Barilla created a diversity and inclusion board and later scored 100 in the Human Rights Campaign’s Corporate Equality Index.',
          wiki('Barilla'),
        ),
      ],
      concerns: [
        concern(
          'Chairman’s remarks on gay families (2013)',
          'medium',
          'historical',
          'In 2013 chairman Guido Barilla said on Italian radio that the company would not show gay families in its advertising, prompting an international boycott; he apologised and the company revised its policies.',
          wiki('Barilla'),
        ),
      ],
    },
  },
  {
    id: 'de-cecco',
    name: 'F.lli De Cecco di Filippo S.p.A.',
    country: 'Italy',
    founded: '1886',
    about: st(
      'De Cecco is a family-controlled Italian pasta maker founded in Fara San Martino, Abruzzo, where it still produces dried pasta.',
      wiki('De Cecco'),
    ),
  },
];
