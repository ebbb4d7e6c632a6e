import type { CompanyProfile } from '../types.ts';
import { concern, page, practice, S, st, titled, wiki } from './sources.ts';

// Dairy, plant-based alternatives, soft drinks, water, tea and coffee companies, and their investors.

const danoneW = wiki('Danone');
const cokeW = wiki('The Coca-Cola Company');

export const dairyDrinks: CompanyProfile[] = [
  {
    id: 'danone',
    name: 'Danone S.A.',
    country: 'France',
    founded: '1919',
    about: st(
      'Danone is a French food company headquartered in Paris, focused on dairy and plant-based products, bottled water and specialised nutrition. Its brands include Danone (Dannon in the US), Activia, Actimel, Alpro, Evian and Volvic, and infant formula brands such as Aptamil.',
      danoneW,
    ),
    history: st(
      'Isaac Carasso founded Danone in Barcelona in 1919; it merged with the French glass and food group BSN, which took the Danone name in 1994. Danone bought WhiteWave Foods, owner of Alpro, in 2017.',
      danoneW,
    ),
    mission: st(
      'In 2020 Danone became the first listed French company to adopt the legal status of “entreprise à mission” (purpose-driven company); its stated mission is “bringing health through food to as many people as possible”.',
      danoneW,
      page('Danone', 'https://www.danone.com'),
    ),
    sustainabilityEfforts: st(
      'Many Danone subsidiaries are certified B Corporations, among them Danone North America, which at certification in 2018 was the largest B Corp in the world.',
      S.bcorp,
      danoneW,
    ),
    health: {
      summary: st(
        'Danone’s portfolio leans towards yogurts, water and medical and infant nutrition; its marketing of infant formula is its most criticised health practice.',
        danoneW,
        S.whoCode,
      ),
      highlights: [],
      concerns: [
        concern(
          'Breast-milk substitute marketing',
          'medium',
          'ongoing',
          'As one of the two largest infant formula makers (with Nestlé), Danone’s Nutricia division has been criticised by baby-food marketing monitors for practices that do not meet the WHO International Code of Marketing of Breast-milk Substitutes.',
          S.whoCode,
          danoneW,
        ),
      ],
    },
    environmental: {
      summary: st(
        'Bottled water and single-use plastic are Danone’s main environmental issues; it is regularly listed among the top brand owners in Break Free From Plastic brand audits.',
        S.bffp,
        danoneW,
      ),
      highlights: [],
      concerns: [
        concern(
          'Plastic pollution',
          'medium',
          'ongoing',
          'Break Free From Plastic brand audits have listed Danone among the ten brand owners most often found in plastic litter collected in clean-ups.',
          S.bffp,
        ),
      ],
    },
    ethical: {
      summary: st(
        'Danone’s “entreprise à mission” status and B Corp certifications are its main governance commitments; in 2021 activist investors pushed out chief executive Emmanuel Faber, an advocate of the mission model.',
        danoneW,
      ),
      highlights: [],
      concerns: [],
      corporateGovernance: practice(
        'Purpose written into the company’s articles, overseen by a mission committee.',
        [
          'Entreprise à mission since 2020',
          'CEO Emmanuel Faber removed in March 2021 after pressure from activist shareholders',
        ],
        danoneW,
      ),
    },
  },
  {
    id: 'alpro',
    name: 'Alpro',
    country: 'Belgium',
    founded: '1980',
    about: st(
      'Alpro is a Belgian maker of plant-based drinks, yogurt alternatives and desserts from soya, oats, almonds and other plants, based in Wevelgem. It became part of Danone when Danone bought WhiteWave Foods in 2017.',
      wiki('Alpro'),
      danoneW,
    ),
  },
  {
    id: 'lactalis',
    name: 'Groupe Lactalis',
    country: 'France',
    founded: '1933',
    about: st(
      'Lactalis is a family-owned French dairy group headquartered in Laval and the largest dairy company in the world by sales. Its brands include Président, Galbani, Lactel and Parmalat.',
      wiki('Lactalis'),
    ),
    history: st(
      'André Besnier founded the business in Laval in 1933; his grandson Emmanuel Besnier runs it. Lactalis bought Galbani in 2006 and took control of Parmalat in 2011.',
      wiki('Lactalis'),
    ),
    health: {
      summary: st(
        'Lactalis’s most serious health incident was the 2017 contamination of infant milk with Salmonella at its Craon factory.',
        wiki('Lactalis'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Salmonella in infant milk (2017)',
          'high',
          'historical',
          'In December 2017 Lactalis recalled millions of boxes of infant milk made at its Craon plant in France, sold in dozens of countries, after Salmonella Agona infected babies; French prosecutors later placed the company under formal investigation.',
          wiki('Lactalis'),
        ),
      ],
    },
    ethical: {
      summary: st(
        'Lactalis has been criticised by French farmers’ unions over the price it pays for milk, and for publishing little financial information as a private company.',
        wiki('Lactalis'),
      ),
      highlights: [],
      concerns: [],
    },
  },
  {
    id: 'galbani',
    name: 'Egidio Galbani S.p.A.',
    country: 'Italy',
    founded: '1882',
    about: st(
      'Galbani is an Italian cheese and cured-meat maker founded by Egidio Galbani in Ballabio, Lombardy, in 1882, known for mozzarella, ricotta and Bel Paese. Lactalis acquired it in 2006.',
      wiki('Galbani'),
      wiki('Lactalis'),
    ),
  },
  {
    id: 'arla',
    name: 'Arla Foods amba',
    country: 'Denmark',
    founded: '2000',
    about: st(
      'Arla Foods is a dairy cooperative owned by dairy farmers in Denmark, Sweden, the United Kingdom, Germany, Belgium, Luxembourg and the Netherlands, headquartered in Viby, Aarhus. Its brands include Arla, Lurpak and Castello.',
      wiki('Arla Foods'),
    ),
    history: st(
      'Arla Foods was formed in 2000 by the merger of the Swedish cooperative Arla and the Danish MD Foods.',
      wiki('Arla Foods'),
    ),
    environmental: {
      summary: st(
        'Dairy farming is emissions-intensive; Arla has set climate targets for its member farms and uses an on-farm climate check to collect emissions data from them.',
        wiki('Arla Foods'),
        page('Arla Foods', 'https://www.arla.com'),
      ),
      highlights: [],
      concerns: [],
    },
  },
  {
    id: 'ornua',
    name: 'Ornua Co-operative Limited',
    country: 'Ireland',
    founded: '1961',
    about: st(
      'Ornua is an agri-food cooperative that markets and sells Irish dairy products on behalf of its member cooperatives and their farmers. Founded as the Irish Dairy Board in 1961 and renamed Ornua in 2015, it owns the Kerrygold brand.',
      wiki('Ornua'),
      wiki('Kerrygold'),
    ),
  },
  {
    id: 'oatly',
    name: 'Oatly Group AB',
    country: 'Sweden',
    founded: '1994',
    about: st(
      'Oatly is a Swedish maker of oat-based milk alternatives, founded in 1994 on research by Rickard Öste at Lund University. It listed on Nasdaq in 2021.',
      wiki('Oatly'),
    ),
    environmental: {
      summary: st(
        'Oatly markets itself on the lower climate impact of oat drinks compared with dairy milk and prints carbon footprint figures on its packs; some of its claims have been challenged by regulators.',
        wiki('Oatly'),
      ),
      highlights: [
        st('Oatly prints the climate footprint (kg CO2e per kg) of products on many of its packs.', wiki('Oatly')),
      ],
      concerns: [
        concern(
          'Environmental advertising claims',
          'low',
          'historical',
          'In 2022 the UK Advertising Standards Authority ruled that several Oatly environmental claims, including comparisons of its CO2 emissions with dairy, were misleading or unsubstantiated.',
          titled('Advertising Standards Authority: ASA Ruling on Oatly AB (January 2022)'),
          wiki('Oatly'),
        ),
      ],
      greenwashing: practice(
        'Climate claims are central to Oatly’s marketing and have been tested by regulators.',
        ['UK ASA ruled against several claims in 2022'],
        titled('Advertising Standards Authority: ASA Ruling on Oatly AB (January 2022)'),
      ),
    },
    ethical: {
      summary: st(
        'A 2020 investment led by Blackstone drew criticism from some customers because of Blackstone’s links to companies accused of contributing to Amazon deforestation.',
        wiki('Oatly'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Blackstone investment (2020)',
          'low',
          'historical',
          'Oatly sold a stake to an investor group led by Blackstone in 2020, leading to boycott calls over Blackstone’s investments in Brazilian infrastructure linked to deforestation.',
          wiki('Oatly'),
        ),
      ],
    },
  },
  {
    id: 'chobani',
    name: 'Chobani, LLC',
    country: 'United States',
    founded: '2005',
    about: st(
      'Chobani is a US food company best known for strained Greek-style yogurt, founded in 2005 by Turkish-born entrepreneur Hamdi Ulukaya in New Berlin, New York.',
      wiki('Chobani'),
    ),
    ethical: {
      summary: st(
        'Chobani is known for hiring refugees at its plants and for giving employees shares in the company.',
        wiki('Chobani'),
      ),
      highlights: [
        st(
          'In 2016 Hamdi Ulukaya gave Chobani’s full-time employees shares that could amount to up to 10% of the company.',
          wiki('Chobani'),
        ),
        st(
          'Ulukaya founded the Tent Partnership for Refugees in 2016 to encourage companies to hire refugees.',
          wiki('Chobani'),
        ),
      ],
      concerns: [],
    },
  },
  {
    id: 'fage',
    name: 'FAGE International S.A.',
    country: 'Greece (holding in Luxembourg)',
    founded: '1926',
    about: st(
      'FAGE is a Greek dairy company known for Total strained yogurt, founded as a dairy shop in Athens in 1926 by the Filippou family. It moved its holding company to Luxembourg in 2012 and makes yogurt in Greece and the United States.',
      wiki('Fage'),
    ),
  },
  {
    id: 'muller',
    name: 'Unternehmensgruppe Theo Müller',
    country: 'Germany (holding in Luxembourg)',
    founded: '1896',
    about: st(
      'The Müller group is a family-owned dairy company that grew from a village dairy in Aretsried, Bavaria. It makes Müller yogurts and desserts, Müllermilch and, in the UK, Müller Milk & Ingredients; its holding company is based in Luxembourg.',
      wiki('Müller (company)'),
    ),
    history: st(
      'Theo Müller expanded the family dairy from 1971 and built it into an international group, including large acquisitions in the United Kingdom such as Robert Wiseman Dairies (2012) and Dairy Crest’s dairies (2015).',
      wiki('Müller (company)'),
    ),
  },
  {
    id: 'bel',
    name: 'Bel Group',
    country: 'France',
    founded: '1865',
    about: st(
      'Bel is a family-controlled French cheese and snack company headquartered in Suresnes. Its brands include The Laughing Cow, Babybel, Kiri, Leerdammer (until 2021) and Boursin, and it owns the fruit snack maker MOM.',
      wiki('Groupe Bel'),
    ),
    history: st(
      'Jules Bel started a cheese-ripening business in the Jura in 1865; his son Léon Bel created The Laughing Cow in 1921.',
      wiki('Groupe Bel'),
      wiki('The Laughing Cow'),
    ),
  },
  {
    id: 'coca-cola',
    name: 'The Coca-Cola Company',
    country: 'United States',
    founded: '1892',
    about: st(
      'The Coca-Cola Company, headquartered in Atlanta, Georgia, makes drink concentrates and syrups and owns brands such as Coca-Cola, Fanta, Sprite and innocent; most bottling is done by independent and partly owned bottlers. It also holds a large minority stake in Monster Beverage.',
      cokeW,
      wiki('Monster Beverage'),
    ),
    history: st(
      'Asa Griggs Candler incorporated the company in 1892 after buying the rights to John Pemberton’s 1886 formula.',
      cokeW,
      wiki('Coca-Cola'),
    ),
    sustainabilityEfforts: st(
      'Coca-Cola’s “World Without Waste” programme, launched in 2018, aims to collect and recycle the equivalent of every bottle or can it sells by 2030.',
      cokeW,
      page('The Coca-Cola Company', 'https://www.coca-colacompany.com'),
    ),
    health: {
      summary: st(
        'Sugar-sweetened drinks are Coca-Cola’s core business; the company has been criticised for funding research that played down the role of diet in obesity.',
        wiki('Global Energy Balance Network'),
        cokeW,
      ),
      highlights: [
        st(
          'Coca-Cola sells zero-sugar versions of its main brands and has reformulated drinks in countries with sugar taxes.',
          cokeW,
        ),
      ],
      concerns: [
        concern(
          'Funding of obesity research',
          'medium',
          'historical',
          'In 2015 The New York Times reported that Coca-Cola funded the Global Energy Balance Network, a group of scientists that emphasised exercise over diet in obesity; the network disbanded later that year and Coca-Cola published its health research funding.',
          wiki('Global Energy Balance Network'),
        ),
      ],
      researchFunding: practice(
        'Coca-Cola’s funding of health researchers and organisations became a public issue in 2015.',
        [
          'Global Energy Balance Network (disbanded 2015)',
          'Published list of US health research and partnership funding (2015)',
        ],
        wiki('Global Energy Balance Network'),
      ),
    },
    environmental: {
      summary: st(
        'Plastic bottles and water use in bottling are Coca-Cola’s main environmental issues; it has been named the top plastic polluter in Break Free From Plastic’s global brand audits in every audit year from 2018 to 2022.',
        S.bffp,
        cokeW,
      ),
      highlights: [],
      concerns: [
        concern(
          'Plastic pollution',
          'high',
          'ongoing',
          'Break Free From Plastic’s global brand audits named The Coca-Cola Company the top brand owner of plastic waste found in clean-ups for five consecutive years (2018–2022).',
          S.bffp,
        ),
        concern(
          'Groundwater use at bottling plants in India',
          'medium',
          'historical',
          'A bottling plant at Plachimada, Kerala was closed in 2004 after local protests blamed it for groundwater depletion and pollution; a Kerala government committee later recommended compensation.',
          cokeW,
        ),
      ],
      waterIssues: practice(
        'Bottling plants draw on local water sources, which has led to disputes in water-stressed areas.',
        ['Plachimada, Kerala, India (plant closed 2004)'],
        cokeW,
      ),
    },
  },
  {
    id: 'innocent',
    name: 'innocent Ltd',
    country: 'United Kingdom',
    founded: '1999',
    about: st(
      'innocent is a London-based maker of smoothies and juices, founded in 1999 by Richard Reed, Adam Balon and Jon Wright. The Coca-Cola Company became a shareholder in 2009 and took majority control in 2010.',
      wiki('Innocent Drinks'),
    ),
    values: st(
      'innocent gives 10% of its profits to charity, mainly through the innocent foundation, and became a certified B Corporation in 2018.',
      wiki('Innocent Drinks'),
      S.bcorp,
    ),
    environmental: {
      summary: st(
        'innocent promotes recycled and plant-based plastic bottles; in 2022 the UK Advertising Standards Authority banned one of its TV ads for implying environmental benefits it could not substantiate.',
        wiki('Innocent Drinks'),
        titled('Advertising Standards Authority: ASA Ruling on innocent Ltd (2022)'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Misleading environmental advertising',
          'low',
          'historical',
          'The UK ASA ruled in 2022 that an innocent TV advert misleadingly implied that buying its products had a positive environmental impact.',
          titled('Advertising Standards Authority: ASA Ruling on innocent Ltd (2022)'),
          wiki('Innocent Drinks'),
        ),
      ],
    },
  },
  {
    id: 'tropicana-brands-group',
    name: 'Tropicana Brands Group',
    country: 'United States',
    founded: '2022',
    about: st(
      'Tropicana Brands Group owns Tropicana, Naked and other juice brands in North America and Europe. It was formed in January 2022 when PepsiCo sold a 61% stake in those brands to the private equity firm PAI Partners, keeping 39%.',
      wiki('Tropicana Products'),
      wiki('PAI Partners'),
    ),
  },
  {
    id: 'pai-partners',
    name: 'PAI Partners',
    country: 'France',
    founded: '1998',
    about: st(
      'PAI Partners is a Paris-based private equity firm that grew out of Paribas Affaires Industrielles, the principal investment arm of the bank Paribas; it raised its first third-party fund in 1998. It invests in food and consumer, industrial and healthcare companies and controls Tropicana Brands Group.',
      wiki('PAI Partners'),
    ),
  },
  {
    id: 'red-bull',
    name: 'Red Bull GmbH',
    country: 'Austria',
    founded: '1984',
    about: st(
      'Red Bull GmbH, based in Fuschl am See, Austria, makes the Red Bull energy drink, the best-selling energy drink in the world. It is owned 51% by the Thai Yoovidhya family and 49% by the family of co-founder Dietrich Mateschitz, and is known for sponsoring extreme sports and Formula One teams.',
      wiki('Red Bull GmbH'),
    ),
    history: st(
      'Dietrich Mateschitz and Chaleo Yoovidhya founded the company in 1984, adapting the Thai energy drink Krating Daeng for Western markets; Red Bull went on sale in Austria in 1987.',
      wiki('Red Bull GmbH'),
    ),
  },
  {
    id: 'monster-beverage',
    name: 'Monster Beverage Corporation',
    country: 'United States',
    founded: '1935',
    about: st(
      'Monster Beverage, based in Corona, California, makes Monster Energy and other energy drinks. It was known as Hansen Natural Corporation until 2012; The Coca-Cola Company has been a major minority shareholder since 2015 and distributes Monster drinks.',
      wiki('Monster Beverage'),
    ),
    history: st(
      'The business began as Hansen’s, a juice company founded in the 1930s; Monster Energy was launched in 2002.',
      wiki('Monster Beverage'),
      wiki('Monster Energy'),
    ),
  },
  {
    id: 'lipton-teas-and-infusions',
    name: 'LIPTON Teas and Infusions',
    country: 'Netherlands',
    founded: '2022',
    about: st(
      'LIPTON Teas and Infusions, formerly ekaterra, is the tea business Unilever sold to CVC Capital Partners in 2022. Its brands include Lipton, PG Tips and Pukka, and it was renamed after the Lipton brand in 2023.',
      wiki('Lipton'),
      wiki('CVC Capital Partners'),
    ),
    history: st(
      'Thomas Lipton started selling tea in Glasgow in 1890; Unilever owned the brand fully from 1972 until the 2022 sale.',
      wiki('Lipton'),
    ),
  },
  {
    id: 'cvc-capital-partners',
    name: 'CVC Capital Partners',
    country: 'Luxembourg',
    founded: '1981',
    about: st(
      'CVC Capital Partners is a private equity and investment firm that began as Citicorp Venture Capital’s European arm and became independent in 1993. It listed on Euronext Amsterdam in 2024 and owns LIPTON Teas and Infusions.',
      wiki('CVC Capital Partners'),
    ),
  },
  {
    id: 'lavazza',
    name: 'Luigi Lavazza S.p.A.',
    country: 'Italy',
    founded: '1895',
    about: st(
      'Lavazza is a family-owned Italian coffee roaster headquartered in Turin, founded by Luigi Lavazza in 1895. It owns Carte Noire in France and Kicking Horse Coffee in Canada.',
      wiki('Lavazza'),
    ),
    sustainabilityEfforts: st(
      'Through the Lavazza Foundation, set up in 2004, the company funds projects with coffee-growing communities, and its ¡Tierra! range comes from sustainability projects in coffee origins.',
      wiki('Lavazza'),
      page('Lavazza', 'https://www.lavazza.com'),
    ),
  },
  {
    id: 'starbucks',
    name: 'Starbucks Corporation',
    country: 'United States',
    founded: '1971',
    about: st(
      'Starbucks is the world’s largest coffeehouse chain, headquartered in Seattle. Since 2018 Nestlé has held the perpetual rights to sell Starbucks-branded coffee for the home and for food service outside Starbucks cafés, under the Global Coffee Alliance.',
      wiki('Starbucks'),
      wiki('Nestlé'),
    ),
    sustainabilityEfforts: st(
      'Starbucks buys coffee under its C.A.F.E. (Coffee and Farmer Equity) Practices, a verification programme developed with Conservation International in 2004.',
      wiki('Starbucks'),
    ),
    ethical: {
      summary: st(
        'Starbucks has fought a union campaign by Starbucks Workers United in its US stores since 2021, and the US National Labor Relations Board has issued many complaints against it.',
        wiki('Starbucks Workers United'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Union organising in US stores',
          'medium',
          'ongoing',
          'Workers at hundreds of US Starbucks stores voted to unionise from 2021; the National Labor Relations Board issued numerous complaints alleging unlawful anti-union conduct, which Starbucks has contested.',
          wiki('Starbucks Workers United'),
        ),
      ],
      laborPractices: practice(
        'Labour relations in US stores are the most contested area.',
        ['Starbucks Workers United campaign since 2021'],
        wiki('Starbucks Workers United'),
      ),
    },
  },
  {
    id: 'twinings',
    name: 'R. Twining and Company',
    country: 'United Kingdom',
    founded: '1706',
    about: st(
      'Twinings is a London tea company founded by Thomas Twining in 1706; its shop on the Strand has traded on the same site since then. It has been part of Associated British Foods since 1964.',
      wiki('Twinings'),
    ),
    ethical: {
      summary: st(
        'A 2015 BBC investigation reported poor housing and sanitation on Assam tea estates that supplied several UK tea brands, including Twinings.',
        titled('BBC News: The bitter story behind the UK’s national drink (September 2015)'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Working conditions on Assam tea estates',
          'medium',
          'historical',
          'BBC reporting in 2015 found workers living in dilapidated housing with poor sanitation on estates supplying Twinings and other brands; the brands said they would work with estates and certifiers to improve conditions.',
          titled('BBC News: The bitter story behind the UK’s national drink (September 2015)'),
        ),
      ],
    },
  },
  {
    id: 'associated-british-foods',
    name: 'Associated British Foods plc',
    country: 'United Kingdom',
    founded: '1935',
    about: st(
      'Associated British Foods (ABF) is a London-listed group with sugar, agriculture, grocery and ingredients businesses and the Primark clothing chain. Its grocery brands include Twinings, Ovaltine, Kingsmill and Patak’s. Wittington Investments, controlled by the Weston family and the Garfield Weston Foundation, holds a majority of its shares.',
      wiki('Associated British Foods'),
      wiki('Wittington Investments'),
    ),
  },
  {
    id: 'wittington-investments',
    name: 'Wittington Investments Limited',
    country: 'United Kingdom',
    founded: '1941',
    about: st(
      'Wittington Investments is a British holding company, incorporated in 1941 by W. Garfield Weston, that owns a majority stake in Associated British Foods as well as Fortnum & Mason and Heal’s. The Garfield Weston Foundation, a grant-making charity, owns 79.2% of it and members of the Weston family the rest.',
      wiki('Wittington Investments'),
      page('Wittington Investments: FAQs', 'https://www.wittington-investments.co.uk/faq/'),
    ),
  },
  {
    id: 'taylors-of-harrogate',
    name: 'Bettys & Taylors of Harrogate',
    country: 'United Kingdom',
    founded: '1886',
    about: st(
      'Bettys & Taylors of Harrogate is a family-owned Yorkshire business that runs the Bettys tea rooms and, through Taylors of Harrogate, makes Yorkshire Tea and Taylors coffee. Charles Taylor founded the tea and coffee merchant in 1886.',
      wiki('Bettys and Taylors of Harrogate'),
      wiki('Yorkshire Tea'),
    ),
  },
  {
    id: 'vita-coco',
    name: 'The Vita Coco Company',
    country: 'United States',
    founded: '2004',
    about: st(
      'The Vita Coco Company, based in New York, sells packaged coconut water and other drinks sourced mainly from Southeast Asia and Latin America. Michael Kirban and Ira Liran founded it in 2004, and it listed on Nasdaq in 2021.',
      wiki('Vita Coco'),
    ),
  },
];
