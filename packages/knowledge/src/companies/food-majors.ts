import type { CompanyProfile } from '../types.ts';
import { concern, page, practice, S, st, titled, wiki } from './sources.ts';

// Multinational food and drink groups and their subsidiaries that own seed brands.

const nestleW = wiki('Nestlé');
const unileverW = wiki('Unilever');
const mondelezW = wiki('Mondelez International');
const marsW = wiki('Mars Inc.');
const pepsicoW = wiki('PepsiCo');
const ferreroW = wiki('Ferrero SpA');

export const foodMajors: CompanyProfile[] = [
  {
    id: 'ferrero',
    name: 'Ferrero Group',
    country: 'Italy (group holding in Luxembourg)',
    founded: '1946',
    about: st(
      'Ferrero is a family-owned confectionery and packaged food group that grew from Pietro Ferrero’s pastry shop in Alba, Piedmont. It makes Nutella, Kinder, Ferrero Rocher and Tic Tac, and has expanded in North America through acquisitions including Nestlé’s US confectionery business (2018) and WK Kellogg Co (2025).',
      ferreroW,
      page(
        'Food Ingredients First: Ferrero completes WK Kellogg Co acquisition',
        'https://www.foodingredientsfirst.com/news/ferrero-acquires-wk-kellogg-co.html',
      ),
    ),
    history: st(
      'Pietro Ferrero founded the company in Alba in 1946; Nutella followed in 1964, Kinder Chocolate in 1968 and Tic Tac in 1969. The Ferrero family still controls the group.',
      ferreroW,
      wiki('Nutella'),
    ),
    sustainabilityEfforts: st(
      'Ferrero reports buying RSPO-certified segregated palm oil and publishes a list of the palm oil mills in its supply chain; it also runs sourcing programmes for cocoa and hazelnuts.',
      ferreroW,
      S.rspo,
      page('Ferrero', 'https://www.ferrero.com'),
    ),
    health: {
      summary: st(
        'Ferrero’s best-known products are sugar- and fat-rich confectionery and spreads; its main documented health incident is the 2022 Salmonella outbreak linked to Kinder products from its Arlon plant in Belgium.',
        ferreroW,
      ),
      highlights: [],
      concerns: [
        concern(
          'Salmonella outbreak linked to Kinder products (2022)',
          'high',
          'historical',
          'In April 2022 Belgian authorities suspended production at Ferrero’s Arlon factory after Salmonella Typhimurium cases in several European countries were traced to Kinder chocolate products; Ferrero recalled products worldwide before Easter and the plant later reopened under conditions.',
          ferreroW,
          titled(
            'Belgian Federal Agency for the Safety of the Food Chain (AFSCA/FAVV): suspension of the Ferrero plant in Arlon, April 2022',
          ),
        ),
      ],
    },
    environmental: {
      summary: st(
        'Palm oil in Nutella has made Ferrero a focus of deforestation campaigns; the company answers with segregated certified palm oil and supply-chain disclosure.',
        wiki('Nutella'),
        S.rspo,
      ),
      highlights: [
        st(
          'Ferrero states that the palm oil it uses is RSPO-certified segregated, kept separate from uncertified oil along the supply chain.',
          ferreroW,
          S.rspo,
        ),
      ],
      concerns: [
        concern(
          'Palm oil and deforestation',
          'medium',
          'ongoing',
          'Nutella’s palm oil has drawn criticism over links between the palm oil industry and tropical deforestation; Ferrero relies on RSPO segregated certification, which campaigners say does not rule out all deforestation in supplier groups.',
          wiki('Nutella'),
          wiki('Environmental impact of palm oil'),
        ),
      ],
    },
    ethical: {
      summary: st(
        'Cocoa and hazelnut sourcing carry documented child-labour risks in West Africa and Turkey, the main origins Ferrero buys from.',
        S.cocoaChildren,
      ),
      highlights: [],
      concerns: [
        concern(
          'Child labour risk in cocoa and hazelnut supply chains',
          'medium',
          'ongoing',
          'As one of the largest buyers of hazelnuts (mostly from Turkey) and a major cocoa buyer, Ferrero is exposed to documented child labour in hazelnut harvesting and in West African cocoa farming.',
          S.cocoaChildren,
          wiki('Hazelnut'),
        ),
      ],
    },
  },
  {
    id: 'wk-kellogg-co',
    name: 'WK Kellogg Co',
    country: 'United States',
    founded: '2023',
    about: st(
      'WK Kellogg Co makes Kellogg’s breakfast cereals for the United States, Canada and the Caribbean, including Frosted Flakes, Froot Loops and Special K. It was created when Kellogg Company spun off its North American cereal business in October 2023 and became a wholly owned subsidiary of Ferrero in September 2025.',
      wiki('WK Kellogg Co'),
      page(
        'Food Ingredients First: Ferrero completes WK Kellogg Co acquisition',
        'https://www.foodingredientsfirst.com/news/ferrero-acquires-wk-kellogg-co.html',
      ),
    ),
    history: st(
      'The cereal business traces back to the Battle Creek Toasted Corn Flake Company founded by W. K. Kellogg in 1906.',
      wiki('WK Kellogg Co'),
      wiki("Kellogg's"),
    ),
  },
  {
    id: 'mondelez',
    name: 'Mondelēz International',
    country: 'United States',
    founded: '2012',
    about: st(
      'Mondelēz International is one of the world’s largest snack companies, making biscuits, chocolate, gum and candy under brands such as Oreo, Cadbury, Milka, Toblerone, Ritz and belVita. It was created in 2012 when Kraft Foods Inc. split its global snacks business from its North American grocery business.',
      mondelezW,
    ),
    history: st(
      'Mondelēz inherited Nabisco, LU, Cadbury, Suchard and Jacobs Suchard brands built up by Kraft Foods; it acquired Clif Bar & Company in 2022.',
      mondelezW,
      wiki('Clif Bar'),
    ),
    mission: st(
      'Mondelēz states its purpose as “empower people to snack right”.',
      mondelezW,
      page('Mondelēz International', 'https://www.mondelezinternational.com'),
    ),
    sustainabilityEfforts: st(
      'Its Cocoa Life programme, launched in 2012, works with cocoa-farming communities in Côte d’Ivoire, Ghana, Indonesia, India, the Dominican Republic and Brazil on farming, community development and child-labour monitoring.',
      page('Cocoa Life', 'https://www.cocoalife.org'),
      mondelezW,
    ),
    health: {
      summary: st(
        'Most of the portfolio is biscuits and confectionery high in sugar, fat and salt; the company promotes portion control and smaller packs as part of its snacking strategy.',
        mondelezW,
      ),
      highlights: [],
      concerns: [],
    },
    environmental: {
      summary: st(
        'Cocoa, palm oil and packaging are the main environmental issues in its supply chain; Cocoa Life and palm oil sourcing policies are its main responses.',
        page('Cocoa Life', 'https://www.cocoalife.org'),
        S.rspo,
      ),
      highlights: [
        st(
          'Cocoa Life is Mondelēz’s own cocoa sustainability programme, started in 2012 with a commitment of US$400 million over ten years.',
          page('Cocoa Life', 'https://www.cocoalife.org'),
          mondelezW,
        ),
      ],
      concerns: [
        concern(
          'Palm oil and deforestation',
          'medium',
          'historical',
          'Greenpeace’s 2018 report “Final Countdown” linked palm oil suppliers of Mondelēz and other major brands to rainforest destruction in Indonesia.',
          titled(
            'Greenpeace International: Final Countdown — now or never to reform the palm oil industry (September 2018)',
          ),
          wiki('Environmental impact of palm oil'),
        ),
      ],
    },
    ethical: {
      summary: st(
        'Child labour in West African cocoa is the main ethical risk; Mondelēz was among the companies named in a 2021 US lawsuit by former child labourers, and it was fined by the European Commission in 2024 for restricting cross-border trade.',
        S.coubaly,
        S.cocoaChildren,
      ),
      highlights: [
        st(
          'Cocoa Life includes Child Labour Monitoring and Remediation Systems in participating West African communities.',
          page('Cocoa Life', 'https://www.cocoalife.org'),
        ),
      ],
      concerns: [
        concern(
          'Child labour in cocoa supply chain',
          'high',
          'ongoing',
          'A 2021 lawsuit in Washington DC on behalf of former child labourers from Mali named Mondelēz with Nestlé, Mars, Hershey and cocoa traders; the court dismissed the case in 2022. Independent studies continue to find widespread child labour in Côte d’Ivoire and Ghana cocoa farming.',
          S.coubaly,
          S.cocoaChildren,
        ),
        concern(
          'EU antitrust fine (2024)',
          'medium',
          'historical',
          'In May 2024 the European Commission fined Mondelēz €337.5 million for restricting cross-border trade of chocolate, biscuits and coffee between EU member states.',
          titled(
            'European Commission: Commission fines Mondelēz €337.5 million for restricting cross-border trade (May 2024)',
          ),
          mondelezW,
        ),
      ],
    },
  },
  {
    id: 'cadbury',
    name: 'Cadbury',
    country: 'United Kingdom',
    founded: '1824',
    about: st(
      'Cadbury is a British confectionery company founded by John Cadbury in Birmingham in 1824. Kraft Foods took it over in 2010 after a contested bid, and it has been part of Mondelēz International since 2012.',
      wiki('Cadbury'),
    ),
    history: st(
      'The Quaker Cadbury family built the model village of Bournville for its workers from 1893. The 2010 Kraft takeover was followed by the closure of the Somerdale factory near Bristol, which Kraft had said during the bid it would keep open.',
      wiki('Cadbury'),
      wiki('Bournville'),
    ),
  },
  {
    id: 'clif-bar',
    name: 'Clif Bar & Company',
    country: 'United States',
    founded: '1992',
    about: st(
      'Clif Bar & Company makes energy and nutrition bars. Gary Erickson created the first Clif Bar in 1992, and Mondelēz International acquired the company in 2022.',
      wiki('Clif Bar'),
    ),
  },
  {
    id: 'mars',
    name: 'Mars, Incorporated',
    country: 'United States',
    founded: '1911',
    about: st(
      'Mars is a privately held, family-owned US company in confectionery, snacking, food and pet care, headquartered in McLean, Virginia. Its brands include Mars, Snickers, M&M’s, Twix, Ben’s Original, Dolmio and KIND, and since December 2025 the Kellanova brands such as Pringles.',
      marsW,
      page(
        'afaqs: Mars completes acquisition of Kellanova (December 2025)',
        'https://www.afaqs.com/news/brands/mars-completes-acquisition-of-kellanova-adds-pringles-and-cheez-it-to-its-snacking-portfolio-10903310',
      ),
    ),
    history: st(
      'Frank C. Mars began making candy in Tacoma, Washington in 1911. Mars bought Wrigley in 2008 and agreed in August 2024 to buy Kellanova for about US$36 billion, a deal completed in December 2025.',
      marsW,
    ),
    values: st(
      'Mars describes itself through its “Five Principles”: Quality, Responsibility, Mutuality, Efficiency and Freedom.',
      marsW,
      page('Mars, Incorporated', 'https://www.mars.com'),
    ),
    sustainabilityEfforts: st(
      'Mars launched its “Sustainable in a Generation” plan in 2017 with commitments on climate, water, land use and its cocoa supply chain.',
      marsW,
      page('Mars, Incorporated', 'https://www.mars.com'),
    ),
    health: {
      summary: st(
        'Its snacking portfolio is dominated by chocolate and candy; Ben’s Original rice and KIND bars are its main staple and “better-for-you” lines.',
        marsW,
      ),
      highlights: [],
      concerns: [],
    },
    environmental: {
      summary: st(
        'Cocoa-driven deforestation in West Africa and packaging are Mars’s main environmental issues; it is a signatory of the Cocoa & Forests Initiative.',
        marsW,
        S.cocoaChildren,
      ),
      highlights: [
        st(
          'Sustainable in a Generation (2017) set targets to cut greenhouse gas emissions across Mars’s value chain.',
          marsW,
        ),
      ],
      concerns: [],
    },
    ethical: {
      summary: st(
        'Child labour in cocoa farming remains the central ethical issue for Mars, as for other large chocolate makers.',
        S.cocoaChildren,
        S.wapoCocoa2019,
      ),
      highlights: [],
      concerns: [
        concern(
          'Child labour in cocoa supply chain',
          'high',
          'ongoing',
          'Mars was among the chocolate companies that signed up to the 2001 Harkin–Engel Protocol to end the worst forms of child labour in cocoa; a 2019 Washington Post investigation found the industry had missed its deadlines, and Mars was named in a 2021 US lawsuit by former child labourers (dismissed in 2022).',
          S.harkinEngel,
          S.wapoCocoa2019,
          S.coubaly,
        ),
      ],
    },
  },
  {
    id: 'kellanova',
    name: 'Kellanova',
    country: 'United States',
    founded: '1906',
    about: st(
      'Kellanova is the former Kellogg Company, renamed in October 2023 after spinning off its North American cereal business as WK Kellogg Co. It makes snacks such as Pringles, Cheez-It and Pop-Tarts and sells Kellogg’s cereals outside North America. Mars completed its acquisition of Kellanova in December 2025.',
      wiki('Kellanova'),
      page(
        'afaqs: Mars completes acquisition of Kellanova (December 2025)',
        'https://www.afaqs.com/news/brands/mars-completes-acquisition-of-kellanova-adds-pringles-and-cheez-it-to-its-snacking-portfolio-10903310',
      ),
    ),
    history: st(
      'W. K. Kellogg founded the company in Battle Creek, Michigan in 1906; Kellogg bought Pringles from Procter & Gamble in 2012.',
      wiki('Kellanova'),
      wiki('Pringles'),
    ),
  },
  {
    id: 'nestle',
    name: 'Nestlé S.A.',
    country: 'Switzerland',
    founded: '1866',
    about: st(
      'Nestlé is the world’s largest food and beverage company by revenue, headquartered in Vevey, Switzerland. Its brands include Nescafé, KitKat (outside the US), Nesquik, Maggi, Smarties, Perrier, S.Pellegrino and Vittel, and it markets Starbucks at-home coffee under a licence from Starbucks.',
      nestleW,
    ),
    history: st(
      'Nestlé traces its origins to the Anglo-Swiss Condensed Milk Company (1866) and Henri Nestlé’s infant cereal business (1867), which merged in 1905. It acquired Rowntree in 1988 and Perrier in 1992.',
      nestleW,
    ),
    mission: st(
      'Nestlé states its purpose as “unlocking the power of food to enhance quality of life for everyone, today and for generations to come”.',
      page('Nestlé', 'https://www.nestle.com'),
    ),
    reputation: st(
      'Nestlé has been the target of one of the longest-running consumer boycotts, over its marketing of infant formula, and of campaigns over bottled water extraction and cocoa child labour.',
      wiki('Nestlé boycott'),
      nestleW,
    ),
    health: {
      summary: st(
        'Nestlé sells infant formula, confectionery, coffee, culinary products and bottled water; its breast-milk substitute marketing and the nutritional profile of its portfolio are its most documented health issues.',
        nestleW,
        S.whoCode,
      ),
      highlights: [],
      concerns: [
        concern(
          'Infant formula marketing',
          'high',
          'ongoing',
          'Campaigners accused Nestlé of promoting formula in lower-income countries in ways that discouraged breastfeeding, leading to the boycott launched in 1977 and to the WHO International Code of Marketing of Breast-milk Substitutes (1981). Monitoring groups continue to report violations of the Code.',
          wiki('Nestlé boycott'),
          S.whoCode,
        ),
        concern(
          'Share of portfolio not meeting health definitions',
          'medium',
          'other',
          'An internal presentation reported by the Financial Times in 2021 said that more than 60% of Nestlé’s mainstream food and drink portfolio did not meet a recognised definition of health.',
          titled('Financial Times: Nestlé document says majority of its food portfolio is unhealthy (May 2021)'),
          nestleW,
        ),
        concern(
          'Maggi noodles ban in India (2015)',
          'medium',
          'historical',
          'India’s food safety regulator ordered Maggi instant noodles off the market in 2015 over reported lead levels and a “no added MSG” label; the product returned after court-ordered retesting.',
          wiki('Maggi'),
        ),
      ],
      marketingPractices: practice(
        'Breast-milk substitute marketing is the area most scrutinised by health organisations.',
        ['1977 boycott over infant formula marketing', 'WHO Code adopted in 1981 after the controversy'],
        wiki('Nestlé boycott'),
        S.whoCode,
      ),
    },
    environmental: {
      summary: st(
        'Bottled water extraction, plastic packaging and deforestation-linked commodities (cocoa, palm oil) are Nestlé’s main environmental issues.',
        nestleW,
        S.bffp,
      ),
      highlights: [],
      concerns: [
        concern(
          'Plastic pollution',
          'high',
          'ongoing',
          'Break Free From Plastic brand audits have repeatedly ranked Nestlé among the top three brand owners of plastic waste found in clean-ups worldwide.',
          S.bffp,
        ),
        concern(
          'Treatment of natural mineral waters in France',
          'high',
          'ongoing',
          'In January 2024 Nestlé Waters acknowledged that it had used ultraviolet and activated-carbon filtration, not allowed for “natural mineral water”, on some French waters including Perrier and Vittel; French investigations and a parliamentary inquiry followed.',
          titled('Le Monde and Radio France investigation into treatments of natural mineral waters (January 2024)'),
          wiki('Perrier'),
        ),
      ],
      waterIssues: practice(
        'Groundwater extraction for bottled water has been contested in several communities.',
        [
          'Vittel: local opposition to groundwater extraction in the Vosges, France',
          'United States: disputes over spring-water permits in Michigan and California',
        ],
        nestleW,
      ),
    },
    ethical: {
      summary: st(
        'Nestlé has faced lawsuits and NGO reports over child labour in cocoa and forced labour in seafood supply chains, and has published its own findings on abuses.',
        wiki('Nestlé USA, Inc. v. Doe'),
        nestleW,
      ),
      highlights: [
        st(
          'Nestlé runs the Nestlé Cocoa Plan, which includes a Child Labour Monitoring and Remediation System in Côte d’Ivoire and Ghana.',
          nestleW,
        ),
      ],
      concerns: [
        concern(
          'Child labour in cocoa supply chain',
          'high',
          'ongoing',
          'Former child labourers from Mali sued Nestlé USA and Cargill; in Nestlé USA, Inc. v. Doe (2021) the US Supreme Court held the claims could not proceed under the Alien Tort Statute, without ruling on the facts.',
          wiki('Nestlé USA, Inc. v. Doe'),
          S.cocoaChildren,
        ),
        concern(
          'Forced labour in Thai seafood supply chain',
          'medium',
          'historical',
          'In 2015 Nestlé published findings from an investigation it commissioned that found forced labour and abuse among workers supplying seafood for its products in Thailand.',
          nestleW,
        ),
      ],
    },
  },
  {
    id: 'kraft-heinz',
    name: 'The Kraft Heinz Company',
    country: 'United States',
    founded: '2015',
    about: st(
      'Kraft Heinz is a US food company formed in 2015 by the merger of H. J. Heinz Company and Kraft Foods Group, co-headquartered in Chicago and Pittsburgh. Its brands include Heinz, Kraft, Oscar Mayer and, in the US and Canada, Philadelphia.',
      wiki('Kraft Heinz'),
    ),
    history: st(
      'The merger was arranged by Berkshire Hathaway and 3G Capital; in 2019 Kraft Heinz wrote down the value of Kraft and Oscar Mayer by US$15.4 billion.',
      wiki('Kraft Heinz'),
    ),
    ethical: {
      summary: st(
        'Governance concerns centre on accounting failures that led to a 2021 settlement with the US Securities and Exchange Commission.',
        wiki('Kraft Heinz'),
      ),
      highlights: [],
      concerns: [
        concern(
          'SEC accounting settlement (2021)',
          'medium',
          'historical',
          'In 2021 Kraft Heinz agreed to pay US$62 million to settle SEC charges over improper expense-management practices that led it to restate its financial statements.',
          wiki('Kraft Heinz'),
          titled(
            'US Securities and Exchange Commission: Kraft Heinz charged with engaging in years-long accounting scheme (September 2021)',
          ),
        ),
      ],
    },
  },
  {
    id: 'pepsico',
    name: 'PepsiCo, Inc.',
    country: 'United States',
    founded: '1965',
    about: st(
      'PepsiCo is a US food and beverage company headquartered in Purchase, New York, formed in 1965 by the merger of Pepsi-Cola and Frito-Lay. Its brands include Pepsi, Gatorade, Lay’s, Walkers, Doritos and Quaker; it owns 39% of Tropicana Brands Group.',
      pepsicoW,
      wiki('Tropicana Products'),
    ),
    history: st(
      'PepsiCo bought Tropicana in 1998 and the Quaker Oats Company (with Gatorade) in 2001, and sold a majority of its juice business to PAI Partners in 2022.',
      pepsicoW,
      wiki('Tropicana Products'),
    ),
    sustainabilityEfforts: st(
      'PepsiCo’s “pep+” (PepsiCo Positive) strategy, launched in 2021, sets goals on regenerative agriculture, packaging and nutrition.',
      pepsicoW,
      page('PepsiCo', 'https://www.pepsico.com'),
    ),
    health: {
      summary: st(
        'Sugar-sweetened drinks and salty snacks make up much of PepsiCo’s sales; it sells reduced- and zero-sugar versions of its main colas.',
        pepsicoW,
      ),
      highlights: [],
      concerns: [],
    },
    environmental: {
      summary: st(
        'PepsiCo is among the largest plastic-packaging users in consumer goods and buys large volumes of palm oil, potatoes and corn.',
        S.bffp,
        pepsicoW,
      ),
      highlights: [],
      concerns: [
        concern(
          'Plastic pollution',
          'high',
          'ongoing',
          'Break Free From Plastic brand audits have ranked PepsiCo among the top three brand owners of plastic waste found in clean-ups worldwide in several consecutive years.',
          S.bffp,
        ),
        concern(
          'Palm oil supply chain',
          'medium',
          'historical',
          'Rainforest Action Network reported in 2016 on labour abuses and deforestation at plantations supplying PepsiCo’s Indonesian joint-venture partner Indofood.',
          titled('Rainforest Action Network: The Human Cost of Conflict Palm Oil (2016)'),
          wiki('Environmental impact of palm oil'),
        ),
      ],
    },
  },
  {
    id: 'frito-lay',
    name: 'Frito-Lay',
    country: 'United States',
    founded: '1961',
    about: st(
      'Frito-Lay is PepsiCo’s snack-food division, formed in 1961 by the merger of the Frito Company and H.W. Lay & Company. It makes Lay’s, Doritos, Cheetos and Tostitos.',
      wiki('Frito-Lay'),
    ),
  },
  {
    id: 'walkers',
    name: 'Walkers Snack Foods',
    country: 'United Kingdom',
    founded: '1948',
    about: st(
      'Walkers is the United Kingdom’s largest crisp maker, founded in Leicester in 1948 and owned by PepsiCo since 1989. Its main factory is in Leicester.',
      wiki('Walkers (snack foods)'),
    ),
    environmental: {
      summary: st(
        'Walkers crisp packets, made of mixed plastic and foil, are hard to recycle; in 2018 campaigners posted empty packets back to the company, after which it launched a packet collection scheme with TerraCycle.',
        wiki('Walkers (snack foods)'),
      ),
      highlights: [],
      concerns: [],
    },
  },
  {
    id: 'quaker-oats',
    name: 'The Quaker Oats Company',
    country: 'United States',
    founded: '1901',
    about: st(
      'The Quaker Oats Company, based in Chicago, makes oat cereals and snacks. It was formed in 1901 and has been owned by PepsiCo since 2001; the Gatorade brand came to PepsiCo with it.',
      wiki('Quaker Oats Company'),
    ),
    history: st(
      'In 2020 the company retired the “Aunt Jemima” brand of pancake products, acknowledging it was based on a racial stereotype; the line was renamed Pearl Milling Company.',
      wiki('Quaker Oats Company'),
    ),
  },
  {
    id: 'unilever',
    name: 'Unilever PLC',
    country: 'United Kingdom',
    founded: '1929',
    about: st(
      'Unilever is a British multinational consumer goods company headquartered in London. Its brands include Dove, Axe/Lynx, Rexona, Vaseline, Hellmann’s, Knorr, Marmite, Cif, Domestos and Seventh Generation. It demerged its ice cream business, including Magnum and Ben & Jerry’s, as The Magnum Ice Cream Company in December 2025 and kept a stake below 20%.',
      unileverW,
      page(
        'Unilever: The Magnum Ice Cream Company demerger',
        'https://www.unilever.com/investors/the-magnum-ice-cream-company-demerger',
      ),
    ),
    history: st(
      'Unilever was formed in 1929 by the merger of the Dutch Margarine Unie and the British soap maker Lever Brothers. It unified its dual Anglo-Dutch structure under a single London-based parent in 2020, and sold most of its tea business (ekaterra) to CVC Capital Partners in 2022.',
      unileverW,
      wiki('Lipton'),
    ),
    mission: st(
      'Unilever has described its purpose as “to make sustainable living commonplace”.',
      unileverW,
      page('Unilever', 'https://www.unilever.com'),
    ),
    sustainabilityEfforts: st(
      'Its Unilever Sustainable Living Plan ran from 2010 to 2020; in 2021 Unilever became one of the first companies to put a climate transition action plan to a shareholder vote.',
      unileverW,
    ),
    animalTesting: {
      policy:
        'Unilever says it develops non-animal safety science and supports an end to animal testing of cosmetics, but as a group it has sold in markets that required animal tests. Several of its brands, including Dove, are listed as cruelty-free by PETA (Dove since 2018); the group as a whole is not certified.',
      status: 'unknown',
      crueltyFreeCertified: false,
      asOf: '2024',
      sources: [wiki('Dove (toiletries)'), unileverW],
    },
    health: {
      summary: st(
        'Unilever’s food portfolio is now mainly dressings, stocks and spreads after selling its spreads (2018) and tea (2022) businesses and demerging ice cream (2025).',
        unileverW,
      ),
      highlights: [],
      concerns: [
        concern(
          'Skin-lightening products',
          'medium',
          'historical',
          'Unilever’s Fair & Lovely skin-lightening cream was criticised for promoting colourism; in 2020 Unilever renamed it Glow & Lovely and dropped words such as “fair” and “whitening” from its marketing.',
          wiki('Glow & Lovely'),
        ),
      ],
    },
    environmental: {
      summary: st(
        'Unilever is a large buyer of palm oil and a large user of single-use plastic packaging, including sachets; it has published palm oil supplier lists and packaging targets.',
        unileverW,
        S.bffp,
      ),
      highlights: [
        st(
          'In 2021 Unilever put its climate transition action plan to an advisory shareholder vote, one of the first companies to do so.',
          unileverW,
        ),
      ],
      concerns: [
        concern(
          'Plastic pollution',
          'high',
          'ongoing',
          'Break Free From Plastic brand audits have ranked Unilever among the top brand owners of plastic waste found in clean-ups worldwide, with single-serve sachets a particular problem in South and Southeast Asia.',
          S.bffp,
        ),
        concern(
          'Mercury contamination in Kodaikanal, India',
          'high',
          'historical',
          'A thermometer factory run by Hindustan Unilever in Kodaikanal, Tamil Nadu was closed in 2001 after mercury-contaminated waste was found dumped nearby; the company reached a settlement with former workers in 2016, while clean-up of the site remained disputed.',
          wiki('Kodaikanal mercury poisoning'),
        ),
      ],
    },
    ethical: {
      summary: st(
        'Unilever’s relationship with Ben & Jerry’s independent board became a public dispute after Ben & Jerry’s decided in 2021 to stop sales in the Israeli-occupied West Bank.',
        wiki("Ben & Jerry's"),
      ),
      highlights: [],
      concerns: [
        concern(
          'Ben & Jerry’s West Bank dispute',
          'medium',
          'historical',
          'In July 2021 Ben & Jerry’s announced it would stop selling in the Israeli-occupied Palestinian territories. In 2022 Unilever sold the brand’s Israeli business to its local licensee, who continued sales there; Ben & Jerry’s sued Unilever and the case was settled in December 2022. Disputes over the brand’s social mission continued until the ice cream demerger.',
          wiki("Ben & Jerry's"),
        ),
      ],
      corporateGovernance: practice(
        'Unilever kept an independent board at Ben & Jerry’s to protect its social mission, under the 2000 acquisition agreement.',
        [
          '2021–2022 West Bank sales dispute and lawsuit',
          'The brand moved to The Magnum Ice Cream Company in December 2025',
        ],
        wiki("Ben & Jerry's"),
      ),
    },
  },
  {
    id: 'magnum-ice-cream-company',
    name: 'The Magnum Ice Cream Company',
    country: 'Netherlands',
    founded: '2025',
    about: st(
      'The Magnum Ice Cream Company (TMICC) is the world’s largest ice cream company, demerged from Unilever on 6 December 2025 and listed in Amsterdam, London and New York. Its brands include Magnum, Ben & Jerry’s, Cornetto and Wall’s; Unilever kept a stake of under 20%.',
      page(
        'Unilever: The Magnum Ice Cream Company demerger',
        'https://www.unilever.com/investors/the-magnum-ice-cream-company-demerger',
      ),
      page(
        'Vox Markets: Unilever spins off ice cream giant Magnum',
        'https://www.voxmarkets.com/articles/unilever-spins-off-ice-cream-giant-magnum-06abc74',
      ),
    ),
  },
  {
    id: 'ben-and-jerrys',
    name: "Ben & Jerry's Homemade, Inc.",
    country: 'United States',
    founded: '1978',
    about: st(
      'Ben & Jerry’s makes ice cream in Vermont and is known for activism on social and environmental issues. Unilever bought the company in 2000 under an agreement giving its independent board authority over its social mission; since December 2025 it belongs to The Magnum Ice Cream Company.',
      wiki("Ben & Jerry's"),
      page(
        'Unilever: The Magnum Ice Cream Company demerger',
        'https://www.unilever.com/investors/the-magnum-ice-cream-company-demerger',
      ),
    ),
    values: st(
      'Ben & Jerry’s describes a linked prosperity mission with product, economic and social parts, and campaigns publicly on climate justice, refugee rights and racial justice.',
      wiki("Ben & Jerry's"),
      page("Ben & Jerry's", 'https://www.benjerry.com'),
    ),
    ethical: {
      summary: st(
        'The brand uses Fairtrade-certified ingredients where available and has campaigned on social issues for decades; its 2021 decision to stop sales in the occupied West Bank triggered a long dispute with Unilever.',
        wiki("Ben & Jerry's"),
      ),
      highlights: [
        st(
          'Ben & Jerry’s uses Fairtrade-certified ingredients such as cocoa, sugar and vanilla where they are available.',
          wiki("Ben & Jerry's"),
        ),
      ],
      concerns: [],
    },
  },
  {
    id: 'seventh-generation',
    name: 'Seventh Generation Inc.',
    country: 'United States',
    founded: '1988',
    about: st(
      'Seventh Generation makes plant-based household cleaning and personal care products in Burlington, Vermont. Unilever acquired it in 2016, and it is a certified B Corporation.',
      wiki('Seventh Generation Inc.'),
      S.bcorp,
    ),
    animalTesting: {
      policy: 'Seventh Generation states it does not test its products on animals and is Leaping Bunny certified.',
      status: 'no',
      crueltyFreeCertified: true,
      asOf: '2024',
      sources: [S.leapingBunny, wiki('Seventh Generation Inc.')],
    },
  },
];
