import type { Source } from '@clearcart/contracts';
import { page, wiki } from './companies/sources.ts';
import type { BrandKnowledge, Statement } from './types.ts';

// Brand → direct owner. Ownership is stated as of the date given; recent deals (2022–2025) were checked
// against the companies' own announcements or press reports before being recorded.

function brand(
  name: string,
  aliases: string[],
  owner: string,
  ownerAsOf: string,
  ownershipSources: Source[],
  extra: { history?: Statement; values?: Statement } = {},
): BrandKnowledge {
  return { name, aliases, owner, ownerAsOf, ownershipSources, ...extra };
}

const unileverTmicc = page(
  'Unilever: The Magnum Ice Cream Company demerger',
  'https://www.unilever.com/investors/the-magnum-ice-cream-company-demerger',
);
const marsKellanova = page(
  'afaqs: Mars completes acquisition of Kellanova (December 2025)',
  'https://www.afaqs.com/news/brands/mars-completes-acquisition-of-kellanova-adds-pringles-and-cheez-it-to-its-snacking-portfolio-10903310',
);

export const brands: readonly BrandKnowledge[] = [
  // ── Ferrero ──
  brand('Nutella', ['Nutela'], 'ferrero', '1964', [wiki('Nutella'), wiki('Ferrero SpA')], {
    history: {
      text: 'Nutella was launched by Ferrero in 1964, developed from an earlier hazelnut paste created in Alba, Italy after the Second World War.',
      sources: [wiki('Nutella')],
    },
  }),
  brand(
    'Kinder',
    ['Kinder Ferrero', 'Kinder Surprise', 'Kinder Chocolate'],
    'ferrero',
    '1968',
    [wiki('Kinder (brand)'), wiki('Ferrero SpA')],
    {
      history: {
        text: 'Ferrero introduced the Kinder line with Kinder Chocolate in 1968; the range grew to include Kinder Surprise, Kinder Bueno and other products.',
        sources: [wiki('Kinder (brand)')],
      },
    },
  ),
  brand(
    'Ferrero Rocher',
    ['Rocher', 'Ferrero-Rocher'],
    'ferrero',
    '1982',
    [wiki('Ferrero Rocher'), wiki('Ferrero SpA')],
    {
      history: { text: 'Ferrero Rocher chocolates were introduced in 1982.', sources: [wiki('Ferrero Rocher')] },
    },
  ),
  brand('Tic Tac', ['TicTac', 'Tic-Tac', 'Tic Tacs'], 'ferrero', '1969', [wiki('Tic Tac'), wiki('Ferrero SpA')], {
    history: { text: 'Tic Tac breath mints were first produced by Ferrero in 1969.', sources: [wiki('Tic Tac')] },
  }),

  // Products whose printed brand is the company name itself (e.g. Ferrero Küsschen, Nestlé cereals).
  brand('Ferrero', ['Ferrero Küsschen', 'Ferrero Raffaello'], 'ferrero', '1946', [wiki('Ferrero SpA')]),

  // ── Mondelēz International ──
  brand('Oreo', ['Oreos', 'Oréo'], 'mondelez', '2012-10', [wiki('Oreo'), wiki('Mondelez International')], {
    history: {
      text: 'Oreo was introduced by the National Biscuit Company (Nabisco) in 1912; the brand passed to Mondelēz International when Kraft Foods split in 2012.',
      sources: [wiki('Oreo')],
    },
  }),
  brand('Milka', [], 'mondelez', '2012-10', [wiki('Milka'), wiki('Mondelez International')], {
    history: {
      text: 'Milka was created by the Swiss chocolatier Suchard in 1901 and is known for its lilac packaging.',
      sources: [wiki('Milka')],
    },
  }),
  brand(
    'Cadbury',
    ["Cadbury's", 'Cadburys', 'Cadbury Dairy Milk'],
    'cadbury',
    '1824',
    [wiki('Cadbury'), wiki('Mondelez International')],
    {
      history: {
        text: 'John Cadbury began selling drinking chocolate in Birmingham in 1824; Kraft Foods took over Cadbury in 2010 and its confectionery passed to Mondelēz International in 2012.',
        sources: [wiki('Cadbury')],
      },
    },
  ),
  brand('Toblerone', [], 'mondelez', '2012-10', [wiki('Toblerone'), wiki('Mondelez International')], {
    history: {
      text: 'Toblerone was created in Bern, Switzerland in 1908. In 2023 the Matterhorn was removed from the packaging because part of production moved to Slovakia and Swiss-origin marketing rules no longer allowed it.',
      sources: [wiki('Toblerone')],
    },
  }),
  brand(
    'Ritz',
    ['Ritz Crackers', 'Ritz Cracker'],
    'mondelez',
    '2012-10',
    [wiki('Ritz Crackers'), wiki('Mondelez International')],
    {
      history: { text: 'Ritz crackers were introduced by Nabisco in 1934.', sources: [wiki('Ritz Crackers')] },
    },
  ),
  brand('belVita', ['Belvita', 'Bel Vita', 'belVita Breakfast'], 'mondelez', '2012-10', [
    wiki('Mondelez International'),
  ]),
  brand(
    'Philadelphia',
    ['Philly', 'Philadelphia Cream Cheese'],
    'mondelez',
    '2012-10',
    [wiki('Cream cheese'), wiki('Mondelez International'), wiki('Kraft Heinz')],
    {
      history: {
        text: 'Philadelphia cream cheese is owned by Mondelēz International outside the United States and Canada; in the US and Canada the brand belongs to Kraft Heinz, a legacy of the 2012 split of Kraft Foods.',
        sources: [wiki('Mondelez International'), wiki('Kraft Heinz')],
      },
    },
  ),
  brand(
    'Clif Bar',
    ['Clif', 'CLIF BAR', 'Clif Bar & Company', 'Cliff Bar'],
    'clif-bar',
    '1992',
    [wiki('Clif Bar'), wiki('Mondelez International')],
    {
      history: {
        text: 'Gary Erickson created the Clif Bar in 1992; Mondelēz International acquired Clif Bar & Company in 2022.',
        sources: [wiki('Clif Bar')],
      },
    },
  ),

  // ── Mars ──
  brand('Mars', ['Mars Bar', 'Mars Wrigley'], 'mars', '1932', [wiki('Mars (chocolate bar)'), wiki('Mars Inc.')], {
    history: {
      text: 'The Mars bar was first made in Slough, England in 1932 by Forrest Mars Sr.',
      sources: [wiki('Mars (chocolate bar)')],
    },
  }),
  brand('Snickers', [], 'mars', '1930', [wiki('Snickers'), wiki('Mars Inc.')], {
    history: {
      text: 'Mars introduced Snickers in 1930; in the United Kingdom and Ireland it was sold as Marathon until 1990.',
      sources: [wiki('Snickers')],
    },
  }),
  brand(
    "M&M's",
    ['M&Ms', "M and M's", 'M and Ms', 'MMs', 'm-m-s'],
    'mars',
    '1941',
    [wiki("M&M's"), wiki('Mars Inc.')],
    {
      history: { text: "M&M's were first produced in 1941 in the United States.", sources: [wiki("M&M's")] },
    },
  ),
  brand('Twix', ['Raider'], 'mars', '1967', [wiki('Twix'), wiki('Mars Inc.')], {
    history: {
      text: 'Twix was first produced in the United Kingdom in 1967; in much of continental Europe it was sold as Raider until 1991.',
      sources: [wiki('Twix')],
    },
  }),
  brand(
    "Ben's Original",
    ["Uncle Ben's", 'Bens Original', 'Uncle Bens', "Ben's"],
    'mars',
    '2020-09',
    [wiki("Ben's Original"), wiki('Mars Inc.')],
    {
      history: {
        text: "Mars renamed Uncle Ben's rice to Ben's Original in 2020 after criticism that the brand name and image drew on racial stereotypes.",
        sources: [wiki("Ben's Original")],
      },
    },
  ),
  brand('Dolmio', [], 'mars', '2024', [wiki('Dolmio'), wiki('Mars Inc.')]),
  brand('KIND', ['Kind', 'KIND Snacks', 'Kind Bar', 'Kind Healthy Snacks'], 'mars', '2020', [wiki('Mars Inc.')], {
    history: {
      text: 'KIND was founded by Daniel Lubetzky in 2004; Mars took a minority stake in 2017 and acquired the company in 2020.',
      sources: [wiki('Mars Inc.')],
    },
  }),

  // Mars's chocolate sold as Galaxy in the UK and Ireland and as Dove elsewhere: not Unilever's Dove personal care.
  brand('Galaxy', ['Dove Chocolate', 'DOVE Chocolate', 'Dove Promises'], 'mars', '1960', [
    wiki('Galaxy (chocolate)'),
    wiki('Mars Inc.'),
  ]),

  // ── Kellanova (Mars since December 2025) ──
  brand('Pringles', [], 'kellanova', '2012', [wiki('Pringles'), wiki('Kellanova'), marsKellanova], {
    history: {
      text: 'Procter & Gamble launched Pringles in 1968 and sold the brand to Kellogg Company in 2012; it stayed with Kellanova after Kellogg split in 2023 and came under Mars when Mars completed its acquisition of Kellanova in December 2025.',
      sources: [wiki('Pringles'), wiki('Kellanova'), marsKellanova],
    },
  }),
  brand(
    "Kellogg's",
    ['Kelloggs', 'Kellogg', 'Kellogg Company'],
    'kellanova',
    '2023-10',
    [wiki("Kellogg's"), wiki('Kellanova'), wiki('WK Kellogg Co'), marsKellanova],
    {
      history: {
        text: "Kellogg Company split in October 2023: the snacks and international cereal business became Kellanova (acquired by Mars in December 2025), while North American cereals under the Kellogg's name went to WK Kellogg Co (acquired by Ferrero in September 2025). The owner recorded here is the owner outside North America.",
        sources: [
          wiki('Kellanova'),
          wiki('WK Kellogg Co'),
          marsKellanova,
          page(
            'Food Ingredients First: Ferrero completes WK Kellogg Co acquisition',
            'https://www.foodingredientsfirst.com/news/ferrero-acquires-wk-kellogg-co.html',
          ),
        ],
      },
    },
  ),

  // ── Nestlé ──
  brand('KitKat', ['Kit Kat', 'Kit-Kat', 'Kitkat'], 'nestle', '1988', [wiki('Kit Kat'), wiki('Nestlé')], {
    history: {
      text: 'Rowntree launched the bar in 1935 and Nestlé acquired Rowntree in 1988. In the United States KitKat is made and sold by The Hershey Company under a licence dating from 1970.',
      sources: [wiki('Kit Kat')],
    },
  }),
  brand('Nescafé', ['Nescafe', 'Nes Cafe'], 'nestle', '1938', [wiki('Nescafé'), wiki('Nestlé')], {
    history: { text: 'Nestlé launched Nescafé instant coffee in Switzerland in 1938.', sources: [wiki('Nescafé')] },
  }),
  brand('Nesquik', ['Nesquick', 'Nestlé Nesquik', 'Quik'], 'nestle', '1948', [wiki('Nesquik'), wiki('Nestlé')], {
    history: {
      text: 'Nesquik was introduced in the United States in 1948, where it was long sold as Quik.',
      sources: [wiki('Nesquik')],
    },
  }),
  brand('Maggi', [], 'nestle', '1947', [wiki('Maggi'), wiki('Nestlé')], {
    history: {
      text: 'Julius Maggi founded the brand in Switzerland in the 1880s; it became part of Nestlé through a merger in 1947. In 2015 Indian food regulators ordered Maggi instant noodles off the market over lead and labelling findings; sales resumed later that year after court-ordered retesting.',
      sources: [wiki('Maggi')],
    },
  }),
  brand('Smarties', ['Nestlé Smarties'], 'nestle', '1988', [wiki('Smarties'), wiki('Nestlé')], {
    history: {
      text: 'Rowntree introduced Smarties in 1937; the brand came to Nestlé with Rowntree in 1988. In the United States and Canada "Smarties" is a different, unrelated candy.',
      sources: [wiki('Smarties')],
    },
  }),
  brand('Perrier', [], 'nestle', '1992', [wiki('Perrier'), wiki('Nestlé')], {
    history: {
      text: 'Perrier sparkling mineral water comes from Vergèze in southern France; Nestlé acquired the Perrier group in 1992.',
      sources: [wiki('Perrier')],
    },
  }),
  brand(
    'S.Pellegrino',
    ['San Pellegrino', 'Sanpellegrino', 'S. Pellegrino', 'S Pellegrino'],
    'nestle',
    '1997',
    [wiki('S.Pellegrino'), wiki('Nestlé')],
    {
      history: {
        text: 'S.Pellegrino mineral water is bottled at San Pellegrino Terme in Lombardy, Italy; Sanpellegrino S.p.A. became part of Nestlé in 1997.',
        sources: [wiki('S.Pellegrino')],
      },
    },
  ),
  brand('Vittel', [], 'nestle', '2024', [wiki('Nestlé Waters'), wiki('Nestlé')]),
  brand(
    'Starbucks',
    ['Starbucks at Home', 'Starbucks Coffee', 'Starbucks (at-home coffee)'],
    'starbucks',
    '1971',
    [wiki('Starbucks'), wiki('Nestlé')],
    {
      history: {
        text: 'Starbucks Corporation owns the brand. Since 2018 Nestlé has held perpetual global rights to market Starbucks packaged coffee and tea for the home under the "Global Coffee Alliance", for which it paid about US$7.15 billion.',
        sources: [wiki('Starbucks'), wiki('Nestlé')],
      },
    },
  ),

  brand('Nestlé', ['Nestle', 'Nestlé Cereals'], 'nestle', '1866', [wiki('Nestlé')]),

  // ── Kraft Heinz ──
  brand(
    'Heinz',
    ['H.J. Heinz', 'HJ Heinz'],
    'kraft-heinz',
    '2015-07',
    [wiki('H. J. Heinz Company'), wiki('Kraft Heinz')],
    {
      history: {
        text: 'Henry John Heinz started his food business in Pennsylvania in 1869; H. J. Heinz merged with Kraft Foods Group in 2015 to form Kraft Heinz.',
        sources: [wiki('H. J. Heinz Company')],
      },
    },
  ),
  brand(
    'Kraft',
    ['Kraft Foods', 'Kraft Heinz'],
    'kraft-heinz',
    '2015-07',
    [wiki('Kraft Foods Group'), wiki('Kraft Heinz')],
    {
      history: {
        text: 'James L. Kraft started a cheese business in Chicago in 1903. In Europe many former Kraft products now carry Mondelēz brands.',
        sources: [wiki('Kraft Foods Group')],
      },
    },
  ),

  // ── PepsiCo ──
  brand("Lay's", ['Lays', "Frito-Lay's"], 'frito-lay', '1965', [wiki("Lay's"), wiki('Frito-Lay'), wiki('PepsiCo')], {
    history: {
      text: "Lay's potato chips date from 1932, when Herman Lay started a snack distribution business; his company merged with Frito in 1961 and Frito-Lay merged with Pepsi-Cola in 1965 to form PepsiCo.",
      sources: [wiki("Lay's"), wiki('PepsiCo')],
    },
  }),
  brand('Walkers', ['Walkers Crisps'], 'walkers', '1989', [wiki('Walkers (snack foods)'), wiki('PepsiCo')], {
    history: {
      text: 'Walkers was founded in Leicester, England in 1948 and has been owned by PepsiCo since 1989.',
      sources: [wiki('Walkers (snack foods)')],
    },
  }),
  brand('Doritos', ['Dorito'], 'frito-lay', '1966', [wiki('Doritos'), wiki('Frito-Lay')], {
    history: {
      text: 'Doritos tortilla chips were introduced nationally in the United States by Frito-Lay in 1966.',
      sources: [wiki('Doritos')],
    },
  }),
  brand(
    'Quaker',
    ['Quaker Oats', 'The Quaker Oats Company'],
    'quaker-oats',
    '1901',
    [wiki('Quaker Oats Company'), wiki('PepsiCo')],
    {
      history: {
        text: 'The Quaker Oats Company was formed in 1901; PepsiCo acquired it in 2001.',
        sources: [wiki('Quaker Oats Company')],
      },
    },
  ),
  brand('Pepsi', ['Pepsi-Cola', 'Pepsi Cola', 'Pepsi Max'], 'pepsico', '1965', [wiki('Pepsi'), wiki('PepsiCo')], {
    history: {
      text: 'Pepsi was created by pharmacist Caleb Bradham in North Carolina in 1893.',
      sources: [wiki('Pepsi')],
    },
  }),
  brand('Gatorade', [], 'pepsico', '2001', [wiki('Gatorade'), wiki('PepsiCo')], {
    history: {
      text: 'Gatorade was developed at the University of Florida in 1965; PepsiCo gained it with the Quaker Oats Company in 2001.',
      sources: [wiki('Gatorade')],
    },
  }),
  brand(
    'Tropicana',
    ['Tropicana Pure Premium'],
    'tropicana-brands-group',
    '2022-01',
    [wiki('Tropicana Products'), wiki('PAI Partners')],
    {
      history: {
        text: 'Anthony Rossi founded Tropicana in Florida in 1947; PepsiCo bought it in 1998. In January 2022 PepsiCo sold a 61% stake in Tropicana and other North American and European juice brands to PAI Partners, keeping 39%; the business is run as Tropicana Brands Group.',
        sources: [wiki('Tropicana Products')],
      },
    },
  ),

  // ── Unilever ──
  brand(
    "Hellmann's",
    ['Hellmanns', 'Hellman’s', "Hellman's", 'Best Foods'],
    'unilever',
    '2000',
    [wiki("Hellmann's and Best Foods"), wiki('Unilever')],
    {
      history: {
        text: 'Richard Hellmann began selling mayonnaise in New York in 1913. The same mayonnaise line is sold as Best Foods in the western United States; Unilever acquired both with Bestfoods in 2000.',
        sources: [wiki("Hellmann's and Best Foods")],
      },
    },
  ),
  brand('Knorr', [], 'unilever', '2000', [wiki('Knorr'), wiki('Unilever')], {
    history: {
      text: 'Carl Heinrich Knorr founded the company in Heilbronn, Germany in 1838; Unilever acquired Knorr with Bestfoods in 2000.',
      sources: [wiki('Knorr')],
    },
  }),
  brand('Marmite', [], 'unilever', '2000', [wiki('Marmite'), wiki('Unilever')], {
    history: {
      text: 'Marmite has been made in Burton upon Trent, England since 1902 from spent brewer’s yeast; Unilever acquired it with Bestfoods in 2000.',
      sources: [wiki('Marmite')],
    },
  }),
  brand(
    "Ben & Jerry's",
    ['Ben and Jerrys', 'Ben & Jerrys', "Ben and Jerry's", 'ben-jerry-s', 'Ben&Jerrys', 'Ben & Jerry’s'],
    'ben-and-jerrys',
    '1978',
    [wiki("Ben & Jerry's"), unileverTmicc],
    {
      history: {
        text: 'Ben Cohen and Jerry Greenfield opened their first ice cream parlour in Burlington, Vermont in 1978. Unilever acquired the company in 2000 under an agreement that kept an independent board to protect its social mission; since the December 2025 demerger the brand belongs to The Magnum Ice Cream Company.',
        sources: [wiki("Ben & Jerry's"), unileverTmicc],
      },
      values: {
        text: 'Ben & Jerry’s describes a three-part mission (product, economic and social) and is known for public campaigns on climate justice, refugees and racial justice.',
        sources: [wiki("Ben & Jerry's")],
      },
    },
  ),
  brand(
    'Magnum',
    ['Magnum Ice Cream'],
    'magnum-ice-cream-company',
    '2025-12-06',
    [wiki('Magnum (ice cream)'), unileverTmicc],
    {
      history: {
        text: 'Magnum ice cream bars were launched in 1989; the brand moved from Unilever to The Magnum Ice Cream Company when Unilever demerged its ice cream business on 6 December 2025.',
        sources: [wiki('Magnum (ice cream)'), unileverTmicc],
      },
    },
  ),
  brand('Dove', ['Dove Men+Care', 'Dove Men Care'], 'unilever', '1957', [wiki('Dove (toiletries)'), wiki('Unilever')], {
    history: {
      text: 'Dove beauty bars were launched in the United States in 1957. Not to be confused with Dove chocolate, which belongs to Mars.',
      sources: [wiki('Dove (toiletries)')],
    },
    values: {
      text: 'Dove has run its "Campaign for Real Beauty" since 2004 and has been listed as cruelty-free by PETA since 2018.',
      sources: [wiki('Dove (toiletries)')],
    },
  }),
  brand('Axe', ['Lynx', 'AXE', 'Lynx Africa'], 'unilever', '1983', [wiki('Axe (brand)'), wiki('Unilever')], {
    history: {
      text: 'Unilever launched Axe in France in 1983; it is sold as Lynx in the United Kingdom, Ireland, Australia and New Zealand.',
      sources: [wiki('Axe (brand)')],
    },
  }),
  brand('Rexona', ['Degree', 'Sure', 'Rexona Men'], 'unilever', '2024', [wiki('Rexona'), wiki('Unilever')], {
    history: {
      text: 'Rexona began in Australia in 1908. Unilever sells the same deodorant line as Sure in the UK and Ireland and as Degree in the United States.',
      sources: [wiki('Rexona')],
    },
  }),
  brand('Vaseline', [], 'unilever', '1987', [wiki('Vaseline'), wiki('Unilever')], {
    history: {
      text: 'Robert Chesebrough patented his petroleum jelly in 1872; Unilever acquired Chesebrough-Pond’s in 1987.',
      sources: [wiki('Vaseline')],
    },
  }),
  brand('Cif', ['CIF', 'Cif Cream'], 'unilever', '2024', [wiki('Unilever')]),
  brand('Domestos', [], 'unilever', '2024', [wiki('Domestos'), wiki('Unilever')], {
    history: {
      text: 'Domestos bleach was created in Newcastle upon Tyne, England in 1929.',
      sources: [wiki('Domestos')],
    },
  }),
  brand(
    'Seventh Generation',
    ['7th Generation'],
    'seventh-generation',
    '1988',
    [wiki('Seventh Generation Inc.'), wiki('Unilever')],
    {
      history: {
        text: 'Seventh Generation was founded in Burlington, Vermont in 1988; Unilever acquired it in 2016.',
        sources: [wiki('Seventh Generation Inc.')],
      },
    },
  ),
  brand('Persil', ['Persil Bio', 'Persil Non Bio'], 'henkel', '1907', [wiki('Persil'), wiki('Henkel')], {
    history: {
      text: 'Henkel launched Persil in Germany in 1907 and owns the brand in most countries; in the United Kingdom, Ireland and France, Persil is a Unilever brand for historical reasons.',
      sources: [wiki('Persil')],
    },
  }),

  // ── Confectionery specialists ──
  brand('Lindt', ['Lindt & Sprüngli', 'Lindt & Sprungli', 'Lindt Excellence', 'Lindor'], 'lindt', '1845', [
    wiki('Lindt & Sprüngli'),
  ]),
  brand(
    "Tony's Chocolonely",
    ['Tonys Chocolonely', "Tony's", 'Tony’s Chocolonely', 'Tonys'],
    'tonys-chocolonely',
    '2005',
    [wiki("Tony's Chocolonely")],
    {
      values: {
        text: 'Tony’s Chocolonely states its mission as making 100% slave-free the norm in chocolate.',
        sources: [wiki("Tony's Chocolonely"), page("Tony's Chocolonely", 'https://tonyschocolonely.com')],
      },
    },
  ),
  brand('Ritter Sport', ['Rittersport', 'Ritter'], 'alfred-ritter', '1932', [wiki('Ritter Sport')], {
    history: {
      text: 'Alfred Ritter’s company was founded in 1912 in Stuttgart; the square Ritter Sport bar was introduced in 1932.',
      sources: [wiki('Ritter Sport')],
    },
  }),
  brand('Haribo', ['HARIBO', 'Haribo Goldbears'], 'haribo', '1920', [wiki('Haribo')], {
    history: {
      text: 'Hans Riegel founded Haribo in Bonn in 1920; the name combines the first letters of HAns RIegel BOnn. The Gold-Bears followed in 1922.',
      sources: [wiki('Haribo')],
    },
  }),
  brand("Hershey's", ['Hersheys', 'Hershey', "Hershey's Kisses"], 'hershey', '1894', [wiki('The Hershey Company')], {
    history: {
      text: 'Milton S. Hershey founded the company in Pennsylvania in 1894.',
      sources: [wiki('The Hershey Company')],
    },
  }),
  brand(
    "Reese's",
    ['Reeses', 'Reese', "Reese's Peanut Butter Cups"],
    'hershey',
    '1963',
    [wiki("Reese's Peanut Butter Cups"), wiki('The Hershey Company')],
    {
      history: {
        text: 'H. B. Reese created the peanut butter cup in 1928; Hershey acquired the H.B. Reese Candy Company in 1963.',
        sources: [wiki("Reese's Peanut Butter Cups")],
      },
    },
  ),

  // ── Spreads, cereals, pantry ──
  brand('Jif', ['JIF'], 'smucker', '2002', [wiki('Jif (peanut butter)'), wiki('The J.M. Smucker Company')], {
    history: {
      text: 'Procter & Gamble introduced Jif in 1958 and sold it to J.M. Smucker in 2002. In 2022 Smucker recalled Jif products made in Lexington, Kentucky after a Salmonella outbreak.',
      sources: [wiki('Jif (peanut butter)')],
    },
  }),
  brand('Skippy', ['SKIPPY'], 'hormel', '2013', [wiki('Skippy (peanut butter)'), wiki('Hormel')], {
    history: {
      text: 'Skippy peanut butter dates from 1932; Hormel Foods bought the brand from Unilever in 2013.',
      sources: [wiki('Skippy (peanut butter)')],
    },
  }),
  brand(
    'Bonne Maman',
    ['Bonne-Maman', 'BonneMaman'],
    'andros',
    '1971',
    [
      wiki('Bonne Maman'),
      page(
        'RTL: Le créateur des confitures Bonne Maman est mort (2017)',
        'https://www.rtl.fr/actu/conso/le-createur-des-confitures-bonne-maman-est-mort-7787454323',
      ),
    ],
    {
      history: {
        text: 'Jean Gervoson and his wife Suzanne launched Bonne Maman in 1971 in Biars-sur-Cère, France; the brand belongs to the family-owned Andros group.',
        sources: [wiki('Bonne Maman')],
      },
    },
  ),
  brand('Weetabix', ['Weetabix Limited', 'Weetos'], 'weetabix', '1932', [wiki('Weetabix'), wiki('Post Holdings')], {
    history: {
      text: 'Weetabix has been made in Burton Latimer, England since 1932; Post Holdings acquired Weetabix Limited in 2017.',
      sources: [wiki('Weetabix')],
    },
  }),
  brand('Cheerios', [], 'general-mills', '1941', [wiki('Cheerios'), wiki('General Mills')], {
    history: {
      text: 'General Mills introduced Cheerios (first as CheeriOats) in 1941. Outside North America, Cheerios is sold by Cereal Partners Worldwide, a joint venture of General Mills and Nestlé.',
      sources: [wiki('Cheerios')],
    },
  }),
  brand('Nature Valley', [], 'general-mills', '1975', [wiki('Nature Valley'), wiki('General Mills')]),
  brand('Old El Paso', [], 'general-mills', '2001', [wiki('Old El Paso'), wiki('General Mills')], {
    history: {
      text: 'Old El Paso came to General Mills with its acquisition of Pillsbury in 2001.',
      sources: [wiki('Old El Paso')],
    },
  }),
  brand(
    "Campbell's",
    ['Campbells', 'Campbell', 'Campbell Soup'],
    'campbells',
    '1869',
    [wiki('Campbell Soup Company')],
    {
      history: {
        text: 'The company was founded in Camden, New Jersey in 1869; it renamed itself The Campbell’s Company in November 2024.',
        sources: [wiki('Campbell Soup Company')],
      },
    },
  ),
  brand(
    'Tabasco',
    ['TABASCO', 'Tabasco Sauce'],
    'mcilhenny',
    '1868',
    [wiki('Tabasco sauce'), wiki('McIlhenny Company')],
    {
      history: {
        text: 'Edmund McIlhenny first made Tabasco sauce on Avery Island, Louisiana in 1868; his family-owned company still makes it there.',
        sources: [wiki('Tabasco sauce')],
      },
    },
  ),
  brand('Beyond Meat', ['Beyond Burger', 'BeyondMeat'], 'beyond-meat', '2009', [wiki('Beyond Meat')]),
  brand('Quorn', [], 'quorn-foods', '1985', [wiki('Quorn'), wiki('Monde Nissin')], {
    history: {
      text: 'Quorn mycoprotein foods went on sale in the United Kingdom in 1985; Quorn Foods has been owned by the Philippine food company Monde Nissin since 2015.',
      sources: [wiki('Quorn')],
    },
  }),
  brand('Barilla', [], 'barilla', '1877', [wiki('Barilla')], {
    history: {
      text: 'Pietro Barilla opened a bread and pasta shop in Parma in 1877; the company is family-owned.',
      sources: [wiki('Barilla')],
    },
  }),
  brand('De Cecco', ['DeCecco', 'De-Cecco'], 'de-cecco', '1886', [wiki('De Cecco')], {
    history: { text: 'De Cecco was founded in Fara San Martino, Abruzzo, Italy in 1886.', sources: [wiki('De Cecco')] },
  }),

  // ── Dairy and plant alternatives ──
  brand('Danone', ['Dannon', 'Groupe Danone'], 'danone', '1919', [wiki('Danone')], {
    history: {
      text: 'Isaac Carasso founded Danone in Barcelona in 1919; the brand is sold as Dannon in the United States.',
      sources: [wiki('Danone')],
    },
  }),
  brand('Activia', [], 'danone', '1987', [wiki('Activia'), wiki('Danone')]),
  brand('Actimel', ['DanActive'], 'danone', '1994', [wiki('Actimel'), wiki('Danone')]),
  brand('Alpro', [], 'alpro', '1980', [wiki('Alpro'), wiki('Danone')], {
    history: {
      text: 'Alpro was founded in Belgium in 1980; it came to Danone with the acquisition of WhiteWave Foods in 2017.',
      sources: [wiki('Alpro')],
    },
  }),
  brand('Président', ['President', 'Président Lactalis'], 'lactalis', '1968', [wiki('Lactalis')], {
    history: {
      text: 'The Besnier family company (now Lactalis) launched the Président brand in 1968.',
      sources: [wiki('Lactalis')],
    },
  }),
  brand('Galbani', [], 'galbani', '1882', [wiki('Galbani'), wiki('Lactalis')], {
    history: {
      text: 'Egidio Galbani founded the Italian cheese maker in 1882; Lactalis acquired Galbani in 2006.',
      sources: [wiki('Galbani'), wiki('Lactalis')],
    },
  }),
  brand('Lurpak', [], 'arla', '2000', [wiki('Lurpak'), wiki('Arla Foods')], {
    history: {
      text: 'The Lur mark behind Lurpak was created by Danish dairies in 1901; the brand is owned by Arla Foods, formed in 2000.',
      sources: [wiki('Lurpak')],
    },
  }),
  brand('Arla', ['Arla Foods'], 'arla', '2000', [wiki('Arla Foods')]),
  brand('Kerrygold', ['Kerry Gold'], 'ornua', '1962', [wiki('Kerrygold'), wiki('Ornua')], {
    history: {
      text: 'The Irish Dairy Board (renamed Ornua in 2015) launched Kerrygold in 1962 to export Irish butter.',
      sources: [wiki('Kerrygold'), wiki('Ornua')],
    },
  }),
  brand('Oatly', ['OATLY', 'Oatly!'], 'oatly', '1994', [wiki('Oatly')]),
  brand('Chobani', [], 'chobani', '2005', [wiki('Chobani')], {
    history: {
      text: 'Hamdi Ulukaya founded Chobani in New York State in 2005 after buying a closed Kraft yogurt plant.',
      sources: [wiki('Chobani')],
    },
  }),
  brand('Fage', ['FAGE', 'Fage Total'], 'fage', '1926', [wiki('Fage')], {
    history: {
      text: 'Fage began as a dairy shop in Athens in 1926 and is controlled by the Filippou family.',
      sources: [wiki('Fage')],
    },
  }),
  brand(
    'Müller',
    ['Muller', 'Mueller', 'Müller Corner', 'Muller Corner'],
    'muller',
    '1896',
    [wiki('Müller (company)')],
    {
      history: {
        text: 'Müller began as a village dairy in Aretsried, Bavaria in 1896.',
        sources: [wiki('Müller (company)')],
      },
    },
  ),
  brand('Babybel', ['Mini Babybel', 'Baby Bel'], 'bel', '1952', [wiki('Babybel'), wiki('Groupe Bel')]),
  brand(
    'The Laughing Cow',
    ['Laughing Cow', 'La Vache qui rit', 'La Vache Qui Rit', 'Die lachende Kuh', 'La vaca que ríe'],
    'bel',
    '1921',
    [wiki('The Laughing Cow'), wiki('Groupe Bel')],
    {
      history: {
        text: 'Léon Bel created La vache qui rit processed cheese in France in 1921.',
        sources: [wiki('The Laughing Cow')],
      },
    },
  ),

  // ── Drinks ──
  brand(
    'Coca-Cola',
    ['Coca Cola', 'Coke', 'CocaCola', 'Coca-Cola Zero', 'Coke Zero'],
    'coca-cola',
    '1892',
    [wiki('Coca-Cola'), wiki('The Coca-Cola Company')],
    {
      history: {
        text: 'Pharmacist John Pemberton created Coca-Cola in Atlanta in 1886; The Coca-Cola Company was incorporated in 1892.',
        sources: [wiki('Coca-Cola')],
      },
    },
  ),
  brand('Fanta', [], 'coca-cola', '1940', [wiki('Fanta'), wiki('The Coca-Cola Company')], {
    history: {
      text: 'Fanta was first made in Germany in 1940, when wartime trade embargoes cut off Coca-Cola syrup supplies.',
      sources: [wiki('Fanta')],
    },
  }),
  brand('Sprite', [], 'coca-cola', '1961', [wiki('Sprite (drink)'), wiki('The Coca-Cola Company')]),
  brand(
    'innocent',
    ['Innocent', 'Innocent Drinks', 'innocent drinks'],
    'innocent',
    '1999',
    [wiki('Innocent Drinks'), wiki('The Coca-Cola Company')],
    {
      history: {
        text: 'Three Cambridge graduates founded innocent in London in 1999; The Coca-Cola Company took a minority stake in 2009 and majority control in the following years.',
        sources: [wiki('Innocent Drinks')],
      },
    },
  ),
  brand('Red Bull', ['RedBull', 'Red-Bull'], 'red-bull', '1987', [wiki('Red Bull GmbH'), wiki('Red Bull')], {
    history: {
      text: 'Dietrich Mateschitz and Chaleo Yoovidhya founded Red Bull in Austria in 1984, adapting the Thai drink Krating Daeng; sales began in 1987.',
      sources: [wiki('Red Bull GmbH')],
    },
  }),
  brand('Monster Energy', ['Monster', 'Monster Ultra'], 'monster-beverage', '2002', [
    wiki('Monster Energy'),
    wiki('Monster Beverage'),
  ]),
  brand('Evian', ['évian', 'Évian'], 'danone', '1970', [wiki('Evian'), wiki('Danone')]),
  brand('Volvic', [], 'danone', '2024', [wiki('Danone')]),
  brand(
    'Lipton',
    ['Lipton Tea', 'Lipton Ice Tea', 'Lipton Yellow Label'],
    'lipton-teas-and-infusions',
    '2022-07',
    [wiki('Lipton'), wiki('CVC Capital Partners')],
    {
      history: {
        text: 'Thomas Lipton began selling tea in 1890 and Unilever took full control of Lipton in 1972. Unilever sold most of its tea business (ekaterra, renamed Lipton Teas and Infusions in 2023) to CVC Capital Partners in July 2022; Lipton ready-to-drink teas are sold by a PepsiCo joint venture.',
        sources: [wiki('Lipton')],
      },
    },
  ),
  brand('Lavazza', ['Luigi Lavazza'], 'lavazza', '1895', [wiki('Lavazza')], {
    history: {
      text: 'Luigi Lavazza opened a grocery in Turin in 1895; the company is still owned by the Lavazza family.',
      sources: [wiki('Lavazza')],
    },
  }),
  brand('Twinings', ['Twinings of London'], 'twinings', '1706', [wiki('Twinings'), wiki('Associated British Foods')], {
    history: {
      text: 'Thomas Twining opened a tea room on the Strand in London in 1706; Twinings has been part of Associated British Foods since 1964.',
      sources: [wiki('Twinings')],
    },
  }),
  brand(
    'Yorkshire Tea',
    ['Yorkshire Gold'],
    'taylors-of-harrogate',
    '1977',
    [wiki('Yorkshire Tea'), wiki('Bettys and Taylors of Harrogate')],
    {
      history: { text: 'Taylors of Harrogate launched Yorkshire Tea in 1977.', sources: [wiki('Yorkshire Tea')] },
    },
  ),
  brand('Vita Coco', ['VitaCoco'], 'vita-coco', '2004', [wiki('Vita Coco')]),

  // ── Personal care and cosmetics ──
  brand(
    'Pantene',
    ['Pantene Pro-V', 'Pantene ProV'],
    'procter-and-gamble',
    '1985',
    [wiki('Pantene'), wiki('Procter & Gamble')],
    {
      history: {
        text: 'Pantene was created by Hoffmann-La Roche in Switzerland in 1945; P&G acquired it with Richardson-Vicks in 1985.',
        sources: [wiki('Pantene')],
      },
    },
  ),
  brand('Head & Shoulders', ['Head and Shoulders', 'Head&Shoulders', 'H&S'], 'procter-and-gamble', '1961', [
    wiki('Head & Shoulders'),
    wiki('Procter & Gamble'),
  ]),
  brand('Gillette', ['Gillette Venus'], 'procter-and-gamble', '2005', [wiki('Gillette'), wiki('Procter & Gamble')], {
    history: {
      text: 'King C. Gillette founded the company in Boston in 1901; P&G acquired Gillette in 2005.',
      sources: [wiki('Gillette')],
    },
  }),
  brand('Oral-B', ['Oral B', 'OralB'], 'procter-and-gamble', '2005', [wiki('Oral-B'), wiki('Procter & Gamble')], {
    history: {
      text: 'Oral-B was owned by Gillette from 1984 and passed to P&G with Gillette in 2005.',
      sources: [wiki('Oral-B')],
    },
  }),
  brand(
    'Olay',
    ['Oil of Olay', 'Oil of Olaz', 'Olaz', 'Oil of Ulay'],
    'procter-and-gamble',
    '1985',
    [wiki('Olay'), wiki('Procter & Gamble')],
    {
      history: {
        text: 'Graham Wulff created Oil of Olay in South Africa in 1952; P&G acquired it with Richardson-Vicks in 1985.',
        sources: [wiki('Olay')],
      },
    },
  ),
  brand('Colgate', ['Colgate Total'], 'colgate-palmolive', '1873', [
    wiki('Colgate (toothpaste)'),
    wiki('Colgate-Palmolive'),
  ]),
  brand('Palmolive', [], 'colgate-palmolive', '1928', [wiki('Palmolive (brand)'), wiki('Colgate-Palmolive')], {
    history: {
      text: 'Palmolive soap was made from palm and olive oils by the B.J. Johnson Soap Company from 1898; the company merged with Colgate in 1928.',
      sources: [wiki('Palmolive (brand)')],
    },
  }),
  brand(
    "L'Oréal Paris",
    ["L'Oreal", 'Loreal Paris', 'Loreal', "L'Oréal", 'L’Oréal Paris', "L'Oreal Paris"],
    'loreal',
    '1909',
    [wiki("L'Oréal")],
  ),
  brand('Garnier', ['Garnier Fructis'], 'loreal', '1965', [wiki('Garnier'), wiki("L'Oréal")], {
    history: {
      text: 'Alfred Garnier founded the hair-care business in France in 1904; L’Oréal acquired Garnier in 1965.',
      sources: [wiki('Garnier')],
    },
  }),
  brand('Maybelline', ['Maybelline New York', 'Maybeline'], 'loreal', '1996', [wiki('Maybelline'), wiki("L'Oréal")], {
    history: {
      text: 'Maybelline was founded in Chicago in 1915; L’Oréal acquired it in 1996.',
      sources: [wiki('Maybelline')],
    },
  }),
  brand('CeraVe', ['Cerave', 'Cera Ve'], 'loreal', '2017', [wiki('CeraVe'), wiki("L'Oréal")], {
    history: {
      text: 'CeraVe was launched in 2005; L’Oréal bought it from Valeant Pharmaceuticals in 2017.',
      sources: [wiki('CeraVe')],
    },
  }),
  brand('La Roche-Posay', ['La Roche Posay', 'LaRochePosay'], 'loreal', '1989', [wiki("L'Oréal")], {
    history: {
      text: 'The skincare brand is named after the French spa town of La Roche-Posay; L’Oréal has owned it since 1989.',
      sources: [wiki("L'Oréal")],
    },
  }),
  brand('Nivea', ['NIVEA', 'Nivea Men'], 'beiersdorf', '1911', [wiki('Nivea'), wiki('Beiersdorf')], {
    history: { text: 'Beiersdorf launched Nivea Creme in Hamburg in 1911.', sources: [wiki('Nivea')] },
  }),
  brand('Neutrogena', [], 'kenvue', '2023-08', [wiki('Neutrogena'), wiki('Kenvue')], {
    history: {
      text: 'Neutrogena was founded in Los Angeles in 1930 and acquired by Johnson & Johnson in 1994; it passed to Kenvue when J&J separated its consumer health business in 2023. Kimberly-Clark agreed in November 2025 to acquire Kenvue; the deal had not closed when this was recorded.',
      sources: [wiki('Neutrogena'), wiki('Kenvue')],
    },
  }),
  brand(
    "Johnson's",
    ['Johnsons', "Johnson's Baby", 'Johnsons Baby', 'Johnson & Johnson Baby'],
    'kenvue',
    '2023-08',
    [wiki("Johnson's Baby"), wiki('Kenvue')],
    {
      history: {
        text: "Johnson's baby products were a Johnson & Johnson line until J&J separated its consumer health business as Kenvue in 2023.",
        sources: [wiki("Johnson's Baby"), wiki('Kenvue')],
      },
    },
  ),
  brand(
    'The Body Shop',
    ['Body Shop', 'TheBodyShop'],
    'the-body-shop',
    '1976',
    [
      wiki('The Body Shop'),
      page(
        'Cosmetics Business: The Body Shop rescued from administration (2024)',
        'https://cosmeticsbusiness.com/the-body-shop-rescued-from-administration-saving-113-stores',
      ),
    ],
    {
      history: {
        text: 'Anita Roddick opened the first shop in Brighton in 1976. The company was owned by L’Oréal (2006–2017), Natura &Co (2017–2023) and Aurelius (2023–2024), entered administration in the UK in February 2024, and was bought by a consortium led by Auréa later in 2024.',
        sources: [
          wiki('The Body Shop'),
          page(
            'Cosmetics Business: The Body Shop rescued from administration (2024)',
            'https://cosmeticsbusiness.com/the-body-shop-rescued-from-administration-saving-113-stores',
          ),
        ],
      },
    },
  ),
  brand('Lush', ['LUSH', 'Lush Cosmetics', 'Lush Fresh Handmade Cosmetics'], 'lush', '1995', [wiki('Lush (company)')]),
  brand(
    "Dr. Bronner's",
    ["Dr Bronner's", 'Dr Bronners', 'Dr. Bronners', "Dr. Bronner's Magic Soaps", 'Dr Bronner'],
    'dr-bronners',
    '1948',
    [wiki("Dr. Bronner's Magic Soaps")],
  ),
  brand('Sensodyne', [], 'haleon', '2022-07', [wiki('Sensodyne'), wiki('Haleon')], {
    history: {
      text: 'Sensodyne toothpaste dates from 1961; it belonged to GSK Consumer Healthcare and passed to Haleon when GSK demerged that business in July 2022.',
      sources: [wiki('Sensodyne'), wiki('Haleon')],
    },
  }),
  brand('Weleda', [], 'weleda', '1921', [wiki('Weleda')]),

  // ── Household cleaning ──
  brand('Ariel', [], 'procter-and-gamble', '1967', [wiki('Ariel (detergent)'), wiki('Procter & Gamble')]),
  brand('Tide', [], 'procter-and-gamble', '1946', [wiki('Tide (brand)'), wiki('Procter & Gamble')]),
  brand('Fairy', ['Fairy Liquid'], 'procter-and-gamble', '1930', [wiki('Fairy (brand)'), wiki('Procter & Gamble')], {
    history: {
      text: 'Fairy soap was made by Thomas Hedley & Co. of Newcastle, which P&G acquired in 1930; Fairy washing-up liquid followed in 1960.',
      sources: [wiki('Fairy (brand)')],
    },
  }),
  brand('Dawn', ['Dawn Dish Soap'], 'procter-and-gamble', '1973', [wiki('Dawn (brand)'), wiki('Procter & Gamble')]),
  brand('Finish', ['Finish Quantum', 'Calgonit', 'Electrasol'], 'reckitt', '2024', [wiki('Reckitt')]),
  brand('Dettol', [], 'reckitt', '2024', [wiki('Dettol'), wiki('Reckitt')]),
  brand('Vanish', ['Vanish Oxi Action'], 'reckitt', '2024', [wiki('Reckitt')]),
  brand(
    'Method',
    ['method', 'Method Products'],
    'method-products',
    '2000',
    [wiki('Method Products'), wiki('S. C. Johnson & Son')],
    {
      history: {
        text: 'Adam Lowry and Eric Ryan founded Method in San Francisco in 2000; S. C. Johnson acquired Method and Ecover in 2017.',
        sources: [wiki('Method Products')],
      },
    },
  ),
  brand('Ecover', [], 'ecover', '1980', [wiki('Ecover'), wiki('S. C. Johnson & Son')], {
    history: {
      text: 'Ecover was founded in Belgium in 1980 to make phosphate-free detergents; it merged with Method in 2012 and was acquired by S. C. Johnson in 2017.',
      sources: [wiki('Ecover')],
    },
  }),
  brand('Mr Muscle', ['Mr. Muscle', 'Mister Muscle', 'Mr Músculo', 'Mr Musculo'], 'sc-johnson', '1992', [
    wiki('S. C. Johnson & Son'),
  ]),
  brand('Clorox', ['Clorox Bleach'], 'clorox', '1913', [wiki('Clorox')]),
  brand('Frosch', ['Frosch Oase'], 'werner-mertz', '1986', [page('Werner & Mertz', 'https://www.werner-mertz.de')], {
    history: {
      text: 'Werner & Mertz of Mainz, Germany launched Frosch household cleaners in 1986.',
      sources: [page('Werner & Mertz', 'https://www.werner-mertz.de')],
    },
  }),
];
