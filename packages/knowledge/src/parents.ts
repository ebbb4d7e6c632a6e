import { page, wiki } from './companies/sources.ts';
import type { ParentLink } from './types.ts';

// Company → controlling parent. A company without a link here is an ultimate parent (minority holders such as
// Unilever's <20% stake in The Magnum Ice Cream Company or PepsiCo's 39% of Tropicana Brands Group are not parents).

const unileverTmicc = page(
  'Unilever: The Magnum Ice Cream Company demerger',
  'https://www.unilever.com/investors/the-magnum-ice-cream-company-demerger',
);

export const parents: readonly ParentLink[] = [
  {
    company: 'cadbury',
    parent: 'mondelez',
    asOf: '2012-10',
    sources: [wiki('Cadbury'), wiki('Mondelez International')],
  },
  {
    company: 'clif-bar',
    parent: 'mondelez',
    asOf: '2022-08',
    sources: [wiki('Clif Bar'), wiki('Mondelez International')],
  },
  {
    company: 'kellanova',
    parent: 'mars',
    asOf: '2025-12-11',
    sources: [
      wiki('Kellanova'),
      page(
        'afaqs: Mars completes acquisition of Kellanova (December 2025)',
        'https://www.afaqs.com/news/brands/mars-completes-acquisition-of-kellanova-adds-pringles-and-cheez-it-to-its-snacking-portfolio-10903310',
      ),
    ],
  },
  {
    company: 'wk-kellogg-co',
    parent: 'ferrero',
    asOf: '2025-09',
    sources: [
      wiki('WK Kellogg Co'),
      page(
        'Food Ingredients First: Ferrero completes WK Kellogg Co acquisition',
        'https://www.foodingredientsfirst.com/news/ferrero-acquires-wk-kellogg-co.html',
      ),
    ],
  },
  { company: 'frito-lay', parent: 'pepsico', asOf: '1965', sources: [wiki('Frito-Lay'), wiki('PepsiCo')] },
  { company: 'walkers', parent: 'pepsico', asOf: '1989', sources: [wiki('Walkers (snack foods)')] },
  {
    company: 'quaker-oats',
    parent: 'pepsico',
    asOf: '2001-08',
    sources: [wiki('Quaker Oats Company'), wiki('PepsiCo')],
  },
  {
    company: 'ben-and-jerrys',
    parent: 'magnum-ice-cream-company',
    asOf: '2025-12-06',
    sources: [wiki("Ben & Jerry's"), unileverTmicc],
  },
  {
    company: 'seventh-generation',
    parent: 'unilever',
    asOf: '2016',
    sources: [wiki('Seventh Generation Inc.'), wiki('Unilever')],
  },
  { company: 'weetabix', parent: 'post-holdings', asOf: '2017', sources: [wiki('Weetabix'), wiki('Post Holdings')] },
  { company: 'quorn-foods', parent: 'monde-nissin', asOf: '2015', sources: [wiki('Quorn'), wiki('Monde Nissin')] },
  { company: 'alpro', parent: 'danone', asOf: '2017', sources: [wiki('Alpro'), wiki('Danone')] },
  { company: 'galbani', parent: 'lactalis', asOf: '2006', sources: [wiki('Galbani'), wiki('Lactalis')] },
  { company: 'innocent', parent: 'coca-cola', asOf: '2010', sources: [wiki('Innocent Drinks')] },
  {
    company: 'tropicana-brands-group',
    parent: 'pai-partners',
    asOf: '2022-01',
    sources: [wiki('Tropicana Products'), wiki('PAI Partners')],
  },
  {
    company: 'lipton-teas-and-infusions',
    parent: 'cvc-capital-partners',
    asOf: '2022-07',
    sources: [wiki('Lipton'), wiki('CVC Capital Partners')],
  },
  {
    company: 'twinings',
    parent: 'associated-british-foods',
    asOf: '1964',
    sources: [wiki('Twinings'), wiki('Associated British Foods')],
  },
  {
    company: 'associated-british-foods',
    parent: 'wittington-investments',
    asOf: '2024',
    sources: [wiki('Associated British Foods'), wiki('Wittington Investments')],
  },
  {
    company: 'method-products',
    parent: 'sc-johnson',
    asOf: '2017',
    sources: [wiki('Method Products'), wiki('S. C. Johnson & Son')],
  },
  { company: 'ecover', parent: 'sc-johnson', asOf: '2017', sources: [wiki('Ecover'), wiki('S. C. Johnson & Son')] },
  {
    company: 'the-body-shop',
    parent: 'aurea',
    asOf: '2024-09',
    sources: [
      wiki('The Body Shop'),
      page(
        'Cosmetics Business: The Body Shop rescued from administration (2024)',
        'https://cosmeticsbusiness.com/the-body-shop-rescued-from-administration-saving-113-stores',
      ),
    ],
  },
];
