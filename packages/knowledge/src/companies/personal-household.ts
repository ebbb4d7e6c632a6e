import type { CompanyProfile } from '../types.ts';
import { concern, page, S, st, titled, wiki } from './sources.ts';

// Personal care, cosmetics and household cleaning companies behind seed brands.

const pgW = wiki('Procter & Gamble');
const lorealW = wiki("L'Oréal");
const jnjW = wiki('Johnson & Johnson');
const bodyShopW = wiki('The Body Shop');
const bodyShopRescue = page(
  'Cosmetics Business: The Body Shop rescued from administration (2024)',
  'https://cosmeticsbusiness.com/the-body-shop-rescued-from-administration-saving-113-stores',
);

export const personalHousehold: CompanyProfile[] = [
  {
    id: 'procter-and-gamble',
    name: 'The Procter & Gamble Company',
    country: 'United States',
    founded: '1837',
    about: st(
      'Procter & Gamble (P&G) is a US consumer goods company headquartered in Cincinnati, Ohio. Its brands include Ariel, Tide, Fairy, Dawn, Pantene, Head & Shoulders, Gillette, Oral-B and Olay.',
      pgW,
    ),
    history: st(
      'Candle maker William Procter and soap maker James Gamble founded the company in Cincinnati in 1837. P&G acquired Richardson-Vicks (Olay, Pantene) in 1985 and Gillette (with Oral-B) in 2005.',
      pgW,
    ),
    animalTesting: {
      policy:
        'P&G says it has developed non-animal test methods and does not test its products on animals except where required by law. Most of its brands are not cruelty-free certified; Herbal Essences was added to PETA’s Beauty Without Bunnies list in February 2019.',
      status: 'unknown',
      crueltyFreeCertified: false,
      asOf: '2024',
      // PETA's list, not Leaping Bunny: the two schemes are different (issue 15). Title only: no URL we can vouch for.
      sources: [
        pgW,
        titled('PETA Beauty Without Bunnies: Herbal Essences added to the cruelty-free list (February 2019)'),
      ],
    },
    health: {
      summary: st(
        'P&G recalled several aerosol products in 2021 after benzene, a carcinogen, was detected from propellant contamination.',
        titled(
          'US FDA: P&G issues voluntary recall of aerosol dry conditioner spray and dry shampoo spray products (December 2021)',
        ),
      ),
      highlights: [],
      concerns: [
        concern(
          'Benzene in aerosol products (2021)',
          'medium',
          'historical',
          'In November and December 2021 P&G recalled aerosol antiperspirants (Old Spice, Secret) and aerosol dry shampoos and conditioners (including Pantene, Aussie and Herbal Essences) in the US after detecting benzene traced to the propellant.',
          titled(
            'US FDA: P&G issues voluntary recall of aerosol dry conditioner spray and dry shampoo spray products (December 2021)',
          ),
        ),
      ],
    },
    environmental: {
      summary: st(
        'P&G’s environmental issues include palm oil sourcing, plastic packaging and wood pulp for tissue from Canada’s boreal forest.',
        pgW,
        S.bffp,
      ),
      highlights: [],
      concerns: [
        concern(
          'Forest impacts of tissue pulp and palm oil',
          'medium',
          'ongoing',
          'The Natural Resources Defense Council’s “Issue with Tissue” reports criticised P&G’s Charmin for relying on virgin boreal forest pulp; in 2020 a shareholder resolution asking P&G to report on deforestation in its supply chains won about two-thirds of votes.',
          titled('NRDC and Stand.earth: The Issue with Tissue (2019)'),
          pgW,
        ),
        concern(
          'Plastic pollution',
          'medium',
          'ongoing',
          'Break Free From Plastic brand audits have listed P&G among the top ten brand owners of plastic waste found in clean-ups.',
          S.bffp,
        ),
      ],
    },
  },
  {
    id: 'colgate-palmolive',
    name: 'Colgate-Palmolive Company',
    country: 'United States',
    founded: '1806',
    about: st(
      'Colgate-Palmolive is a US consumer products company headquartered in New York City, best known for Colgate toothpaste and Palmolive soaps and dish liquids; it also owns Tom’s of Maine and Hill’s Pet Nutrition.',
      wiki('Colgate-Palmolive'),
    ),
    history: st(
      'William Colgate started a starch, soap and candle business in New York in 1806; the company merged with the Palmolive-Peet Company in 1928.',
      wiki('Colgate-Palmolive'),
    ),
    environmental: {
      summary: st(
        'Colgate developed a recyclable HDPE toothpaste tube, first used in 2019, and made the technology available to other manufacturers.',
        wiki('Colgate-Palmolive'),
        page('Colgate-Palmolive', 'https://www.colgatepalmolive.com'),
      ),
      highlights: [
        st(
          'Colgate introduced a recyclable toothpaste tube in 2019 and shared its design publicly so that competitors could adopt it.',
          wiki('Colgate-Palmolive'),
        ),
      ],
      concerns: [
        concern(
          'Plastic pollution',
          'medium',
          'ongoing',
          'Break Free From Plastic brand audits have listed Colgate-Palmolive among the brand owners most often found in plastic litter.',
          S.bffp,
        ),
      ],
    },
  },
  {
    id: 'loreal',
    name: "L'Oréal S.A.",
    country: 'France',
    founded: '1909',
    about: st(
      'L’Oréal is the world’s largest cosmetics company, headquartered in Clichy, France. Its brands include L’Oréal Paris, Garnier, Maybelline, CeraVe, La Roche-Posay, Lancôme and Kiehl’s. The Bettencourt Meyers family and Nestlé are its largest shareholders.',
      lorealW,
    ),
    history: st(
      'Chemist Eugène Schueller founded the company in 1909 to sell a hair dye he had developed. L’Oréal bought The Body Shop in 2006 and sold it to Natura &Co in 2017.',
      lorealW,
      bodyShopW,
    ),
    animalTesting: {
      policy:
        'L’Oréal says it stopped testing its products on animals in 1989, before EU law required it. Until China dropped mandatory animal tests for most imported general cosmetics in 2021, its products sold there could be tested by authorities, which is why it is not considered cruelty-free by certifiers.',
      status: 'unknown',
      crueltyFreeCertified: false,
      asOf: '2024',
      sources: [lorealW, page("L'Oréal", 'https://www.loreal.com')],
    },
    environmental: {
      summary: st(
        'L’Oréal runs the “L’Oréal for the Future” programme, with targets for 2030 on climate, water, biodiversity and resources.',
        lorealW,
        page("L'Oréal", 'https://www.loreal.com'),
      ),
      highlights: [],
      concerns: [],
    },
  },
  {
    id: 'beiersdorf',
    name: 'Beiersdorf AG',
    country: 'Germany',
    founded: '1882',
    about: st(
      'Beiersdorf is a Hamburg-based skin-care company whose brands include Nivea, Eucerin, La Prairie and Hansaplast, and which also owns the adhesives maker Tesa.',
      wiki('Beiersdorf'),
    ),
    history: st(
      'Pharmacist Paul Carl Beiersdorf founded the company in 1882; Nivea Creme was launched in 1911.',
      wiki('Beiersdorf'),
      wiki('Nivea'),
    ),
  },
  {
    id: 'kenvue',
    name: 'Kenvue Inc.',
    country: 'United States',
    founded: '2023',
    about: st(
      'Kenvue is the consumer health company separated from Johnson & Johnson in 2023, with brands including Neutrogena, Johnson’s, Listerine, Tylenol, Aveeno and Band-Aid. Kimberly-Clark agreed in November 2025 to acquire Kenvue, with completion expected in the second half of 2026.',
      wiki('Kenvue'),
      page(
        'Supermarket News: Kimberly-Clark to acquire Kenvue (November 2025)',
        'https://supermarketnews.co.nz/global/kimberly-clark-to-acquire-kenvue',
      ),
    ),
    history: st(
      'Kenvue listed on the New York Stock Exchange in May 2023 and became fully independent when J&J completed an exchange offer for its remaining shares in August 2023. Under the separation, J&J kept talc-related liabilities in the United States and Canada.',
      wiki('Kenvue'),
      jnjW,
    ),
    health: {
      summary: st(
        'Kenvue’s brands are mainly over-the-counter medicines and personal care; the 2021 recall of Neutrogena and Aveeno aerosol sunscreens over benzene contamination happened under J&J ownership.',
        wiki('Neutrogena'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Benzene in aerosol sunscreens (2021)',
          'medium',
          'historical',
          'In July 2021 Johnson & Johnson recalled five Neutrogena and Aveeno aerosol sunscreen products in the US after internal testing found low levels of benzene.',
          wiki('Neutrogena'),
          titled(
            'US FDA: Johnson & Johnson Consumer Inc. issues voluntary recall of specific Neutrogena and Aveeno aerosol sunscreen products (July 2021)',
          ),
        ),
      ],
    },
  },
  {
    id: 'johnson-and-johnson',
    name: 'Johnson & Johnson',
    country: 'United States',
    founded: '1886',
    about: st(
      'Johnson & Johnson is a US pharmaceutical and medical technology company headquartered in New Brunswick, New Jersey. It owned the Johnson’s and Neutrogena brands until it separated its consumer health business as Kenvue in 2023.',
      jnjW,
      wiki('Kenvue'),
    ),
    health: {
      summary: st(
        'J&J faces tens of thousands of lawsuits alleging that its talc-based baby powder was contaminated with asbestos and caused cancer; the company denies that its talc causes cancer.',
        jnjW,
      ),
      highlights: [],
      concerns: [
        concern(
          'Talc baby powder litigation',
          'high',
          'ongoing',
          'Plaintiffs claim J&J’s talc baby powder caused ovarian cancer and mesothelioma; a 2018 Missouri jury awarded US$4.69 billion to 22 women (later reduced on appeal). J&J stopped selling talc baby powder in North America in 2020 and worldwide in 2023, and courts rejected its attempts to resolve the claims through subsidiary bankruptcies.',
          jnjW,
        ),
      ],
    },
  },
  {
    id: 'the-body-shop',
    name: 'The Body Shop International Limited',
    country: 'United Kingdom',
    founded: '1976',
    about: st(
      'The Body Shop is a British cosmetics and skin-care retailer founded by Anita Roddick in Brighton in 1976, known for campaigning against animal testing. After L’Oréal, Natura &Co and Aurelius, it entered administration in the UK in February 2024 and was bought by a consortium led by Auréa in 2024.',
      bodyShopW,
      bodyShopRescue,
    ),
    values: st(
      'The Body Shop has long campaigned against animal testing in cosmetics and promoted “Community Fair Trade” sourcing of ingredients such as shea butter from Ghana.',
      bodyShopW,
    ),
    animalTesting: {
      policy:
        'The Body Shop does not test its products or ingredients on animals and is Leaping Bunny certified; with Cruelty Free International it campaigned for a global ban on cosmetics animal testing.',
      status: 'no',
      crueltyFreeCertified: true,
      asOf: '2024',
      sources: [bodyShopW, S.leapingBunny],
    },
    ethical: {
      summary: st(
        'The Body Shop was a pioneer of ethical sourcing and activist retail; its 2024 administration led to store closures and hundreds of job losses in the UK.',
        bodyShopW,
        bodyShopRescue,
      ),
      highlights: [
        st(
          'Its Community Fair Trade programme has bought ingredients directly from producer groups since 1987.',
          bodyShopW,
        ),
      ],
      concerns: [],
    },
  },
  {
    id: 'aurea',
    name: 'Auréa Group',
    country: 'United Kingdom',
    founded: 'unknown',
    about: st(
      'Auréa is a London- and Paris-based investment group co-founded by cosmetics entrepreneur Mike Jatania, former head of Lornamead. A consortium it led bought The Body Shop out of administration in 2024; it also owns smaller beauty brands such as Herbivore and Scandinavian Biolabs.',
      bodyShopRescue,
      page(
        'Beauty and Hairdressing: Consortium saves iconic ethical beauty brand',
        'https://beautyandhairdressing.co.uk/Consortium-saves-iconic-ethical-beauty-brand.html',
      ),
    ),
  },
  {
    id: 'lush',
    name: 'Lush Ltd',
    country: 'United Kingdom',
    founded: '1995',
    about: st(
      'Lush is a British handmade cosmetics retailer founded in Poole, Dorset in 1995 by Mark and Mo Constantine and others. It sells vegetarian and mostly vegan products, many without packaging (“naked” products).',
      wiki('Lush (company)'),
    ),
    values: st(
      'Lush campaigns publicly against animal testing and on environmental and human rights issues, and funds grassroots groups through its Charity Pot body lotion.',
      wiki('Lush (company)'),
    ),
    animalTesting: {
      policy:
        'Lush says it does not test on animals and buys only from suppliers that do not commission animal tests; it co-funds the Lush Prize for non-animal testing research.',
      status: 'no',
      crueltyFreeCertified: false,
      asOf: '2024',
      sources: [wiki('Lush (company)'), page('Lush', 'https://www.lush.com')],
    },
    environmental: {
      summary: st(
        'Lush sells many products without packaging and takes back its black pots for recycling.',
        wiki('Lush (company)'),
      ),
      highlights: [st('A large part of its range is sold “naked”, without any packaging.', wiki('Lush (company)'))],
      concerns: [],
    },
    ethical: {
      summary: st(
        'Lush is known for activist campaigns; its 2018 UK window campaign about undercover police officers drew criticism from police and politicians.',
        wiki('Lush (company)'),
      ),
      highlights: [
        st('Charity Pot gives the full price (minus taxes) to small grassroots charities.', wiki('Lush (company)')),
      ],
      concerns: [],
    },
  },
  {
    id: 'dr-bronners',
    name: "Dr. Bronner's",
    country: 'United States',
    founded: '1948',
    about: st(
      'Dr. Bronner’s is a family-owned US maker of organic soaps and personal care products based in Vista, California, founded by Emanuel Bronner in 1948. Its labels carry Bronner’s “All-One!” philosophy.',
      wiki("Dr. Bronner's Magic Soaps"),
    ),
    values: st(
      'The company calls itself “All-One!” and campaigns on regenerative organic agriculture, fair trade and drug-policy reform.',
      wiki("Dr. Bronner's Magic Soaps"),
      page("Dr. Bronner's", 'https://www.drbronner.com'),
    ),
    animalTesting: {
      policy: 'Dr. Bronner’s does not test on animals and is Leaping Bunny certified.',
      status: 'no',
      crueltyFreeCertified: true,
      asOf: '2024',
      sources: [S.leapingBunny, wiki("Dr. Bronner's Magic Soaps")],
    },
    ethical: {
      summary: st(
        'Dr. Bronner’s sources its main ingredients through certified fair trade projects, caps executive pay relative to its lowest-paid workers, and is a certified B Corporation.',
        wiki("Dr. Bronner's Magic Soaps"),
        S.bcorp,
      ),
      highlights: [
        st(
          'It set up fair trade and organic supply projects for key oils, such as Serendipalm for palm oil in Ghana.',
          wiki("Dr. Bronner's Magic Soaps"),
        ),
        st(
          'Executive pay is capped at five times that of the lowest-paid, fully vested employee.',
          wiki("Dr. Bronner's Magic Soaps"),
        ),
      ],
      concerns: [],
    },
  },
  {
    id: 'haleon',
    name: 'Haleon plc',
    country: 'United Kingdom',
    founded: '2022',
    about: st(
      'Haleon is a British consumer healthcare company, demerged from GSK in July 2022. Its brands include Sensodyne, Parodontax, Voltaren, Panadol, Advil and Centrum.',
      wiki('Haleon'),
    ),
  },
  {
    id: 'weleda',
    name: 'Weleda AG',
    country: 'Switzerland',
    founded: '1921',
    about: st(
      'Weleda is a Swiss maker of natural cosmetics and anthroposophic medicines based in Arlesheim near Basel, founded in 1921 by Rudolf Steiner and Ita Wegman among others.',
      wiki('Weleda'),
    ),
    sustainabilityEfforts: st(
      'Weleda grows many of its medicinal plants in biodynamic gardens and its products are certified to the NATRUE natural cosmetics standard.',
      wiki('Weleda'),
      page('Weleda', 'https://www.weleda.com'),
    ),
  },
  {
    id: 'henkel',
    name: 'Henkel AG & Co. KGaA',
    country: 'Germany',
    founded: '1876',
    about: st(
      'Henkel is a German chemical and consumer goods company headquartered in Düsseldorf, with adhesives, laundry and home care, and hair care businesses. Persil, launched in 1907, is its best-known brand; the Henkel family controls a majority of the voting shares.',
      wiki('Henkel'),
      wiki('Persil'),
    ),
    history: st(
      'Fritz Henkel founded the company in Aachen in 1876. In 2016 it bought the Sun Products Corporation (all, Snuggle) in the United States.',
      wiki('Henkel'),
    ),
  },
  {
    id: 'reckitt',
    name: 'Reckitt Benckiser Group plc',
    country: 'United Kingdom',
    founded: '1999',
    about: st(
      'Reckitt is a British consumer health, hygiene and nutrition company headquartered in Slough. Its brands include Dettol, Lysol, Finish, Vanish, Durex, Nurofen and, through Mead Johnson, Enfamil infant formula.',
      wiki('Reckitt'),
    ),
    history: st(
      'Reckitt Benckiser was formed in 1999 by the merger of the British Reckitt & Colman and the Dutch Benckiser; it bought Mead Johnson Nutrition in 2017.',
      wiki('Reckitt'),
    ),
    health: {
      summary: st(
        'Reckitt’s most serious health controversy is the South Korean humidifier-sterilizer disaster, in which its local subsidiary’s product was linked to deaths and lung injuries.',
        wiki('Reckitt'),
      ),
      highlights: [],
      concerns: [
        concern(
          'Humidifier sterilizer deaths in South Korea',
          'high',
          'historical',
          'A humidifier disinfectant sold by Oxy Reckitt Benckiser in South Korea was linked to lung injuries and deaths, many of them children; in 2016 the company apologised and a former head of the Korean unit was jailed.',
          wiki('Reckitt'),
        ),
        concern(
          'Preterm infant formula litigation (NEC)',
          'medium',
          'ongoing',
          'Mead Johnson faces US lawsuits alleging its cow’s-milk-based formulas for premature babies raise the risk of necrotising enterocolitis; a 2024 Illinois jury awarded US$60 million against it, and Reckitt disputes the claims.',
          wiki('Reckitt'),
        ),
      ],
    },
  },
  {
    id: 'sc-johnson',
    name: 'S. C. Johnson & Son, Inc.',
    country: 'United States',
    founded: '1886',
    about: st(
      'S. C. Johnson is a privately held, family-owned US maker of household cleaning and storage products based in Racine, Wisconsin. Its brands include Mr Muscle, Glade, Pledge, Raid, Ziploc, Method and Ecover.',
      wiki('S. C. Johnson & Son'),
    ),
    history: st(
      'Samuel Curtis Johnson founded the company in 1886 selling parquet flooring; it bought Method and Ecover in 2017.',
      wiki('S. C. Johnson & Son'),
      wiki('Method Products'),
    ),
    sustainabilityEfforts: st(
      'Its Greenlist programme, introduced in 2001, rates ingredients by their health and environmental impact to guide reformulation.',
      wiki('S. C. Johnson & Son'),
      page('SC Johnson', 'https://www.scjohnson.com'),
    ),
  },
  {
    id: 'method-products',
    name: 'Method Products, PBC',
    country: 'United States',
    founded: '2000',
    about: st(
      'Method makes plant-based household cleaners and soaps in designer bottles. Founded in San Francisco in 2000 by Adam Lowry and Eric Ryan, it combined with Ecover in 2012 and has been owned by S. C. Johnson since 2017; it is a certified B Corporation.',
      wiki('Method Products'),
      S.bcorp,
    ),
    animalTesting: {
      policy: 'Method does not test on animals and is Leaping Bunny certified.',
      status: 'no',
      crueltyFreeCertified: true,
      asOf: '2024',
      sources: [S.leapingBunny, wiki('Method Products')],
    },
  },
  {
    id: 'ecover',
    name: 'Ecover',
    country: 'Belgium',
    founded: '1980',
    about: st(
      'Ecover is a Belgian maker of plant-based cleaning products, founded in 1980 to sell phosphate-free detergent. It merged with Method in 2012 and has been owned by S. C. Johnson since 2017.',
      wiki('Ecover'),
    ),
    animalTesting: {
      policy: 'Ecover does not test on animals and is Leaping Bunny certified.',
      status: 'no',
      crueltyFreeCertified: true,
      asOf: '2024',
      sources: [S.leapingBunny, wiki('Ecover')],
    },
  },
  {
    id: 'clorox',
    name: 'The Clorox Company',
    country: 'United States',
    founded: '1913',
    about: st(
      'Clorox is a US maker of bleach, cleaning and household products based in Oakland, California. Its brands include Clorox, Pine-Sol, Glad, Brita (in the Americas) and Burt’s Bees.',
      wiki('Clorox'),
    ),
    history: st(
      'Five investors founded the Electro-Alkaline Company in Oakland in 1913 to make bleach from San Francisco Bay brine; it was renamed Clorox in 1957 and spun off from Procter & Gamble in 1969.',
      wiki('Clorox'),
    ),
  },
  {
    id: 'werner-mertz',
    name: 'Werner & Mertz GmbH',
    country: 'Germany',
    founded: '1867',
    about: st(
      'Werner & Mertz is a family-owned German maker of cleaning and care products based in Mainz, known for the Frosch (Frog) eco-cleaner range and Erdal shoe care.',
      page('Werner & Mertz', 'https://www.werner-mertz.de'),
    ),
    sustainabilityEfforts: st(
      'Through its Recyclate Initiative, started in 2012, Werner & Mertz makes Frosch bottles from post-consumer plastic collected in Germany’s household recycling system.',
      page('Werner & Mertz', 'https://www.werner-mertz.de'),
    ),
  },
];
