import type { Source } from '@clearcart/contracts';

// Shared citations, so one regulation or data set is spelled the same way everywhere.

/** Food information to consumers; Annex II lists the 14 EU allergens, Annex III the mandatory warnings. */
export const EU_REG_1169_2011: Source = {
  title: 'Regulation (EU) No 1169/2011 on the provision of food information to consumers, Annexes II and III (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32011R1169',
};

/** EU list of authorised food additives; Annex V holds the warning for six azo colours. */
export const EU_REG_1333_2008: Source = {
  title: 'Regulation (EC) No 1333/2008 on food additives (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32008R1333',
};

export const EU_REG_2022_63: Source = {
  title:
    'Commission Regulation (EU) 2022/63 removing titanium dioxide (E 171) from the list of food additives (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32022R0063',
};

export const EU_REG_884_2007: Source = {
  title: 'Commission Regulation (EC) No 884/2007 suspending the use of E 128 Red 2G as food colour (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32007R0884',
};

export const EU_REG_2023_2108: Source = {
  title:
    'Commission Regulation (EU) 2023/2108 lowering the maximum levels of nitrites (E 249–250) and nitrates (E 251–252) (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32023R2108',
};

/** EU organic production rules (the EU organic logo). */
export const EU_REG_2018_848: Source = {
  title: 'Regulation (EU) 2018/848 on organic production and labelling of organic products (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32018R0848',
};

export const FDA_FASTER_ACT: Source = {
  title: 'FDA: The FASTER Act — Sesame Is the Ninth Major Food Allergen',
  url: 'https://www.fda.gov/food/food-allergies/faster-act-sesame-ninth-major-food-allergen',
};

export const FALCPA: Source = {
  title: 'Food Allergen Labeling and Consumer Protection Act of 2004 (Wikipedia)',
  url: 'https://en.wikipedia.org/wiki/Food_Allergen_Labeling_and_Consumer_Protection_Act',
};

export const WHO_ASPARTAME_2023: Source = {
  title: 'WHO: Aspartame hazard and risk assessment results released (14 July 2023)',
  url: 'https://www.who.int/news/item/14-07-2023-aspartame-hazard-and-risk-assessment-results-released',
};

export const IARC_PROCESSED_MEAT: Source = {
  title: 'IARC Monographs Volume 114: Red Meat and Processed Meat (2015), processed meat Group 1',
};

export const IARC_NITRATE_NITRITE: Source = {
  title: 'IARC Monographs Volume 94: Ingested Nitrate and Nitrite, and Cyanobacterial Peptide Toxins (2010)',
};

export const CHASSAING_2015: Source = {
  title:
    'Chassaing et al. (2015), Dietary emulsifiers impact the mouse gut microbiota promoting colitis and metabolic syndrome, Nature 519',
  url: 'https://doi.org/10.1038/nature14232',
};

/** Open Food Facts taxonomies at the snapshot we read (2022-12-15). */
const OFF_TAXONOMY_COMMIT =
  'https://github.com/openfoodfacts/openfoodfacts-server/blob/ca4b55d05319d13d3e5610c45e1dfe8e6987d283/taxonomies';

export const OFF: Source = { title: 'Open Food Facts (ODbL)', url: 'https://world.openfoodfacts.org' };

export const OFF_ADDITIVES_TAXONOMY: Source = {
  title: 'Open Food Facts additives taxonomy, EFSA evaluation properties (ODbL)',
  url: `${OFF_TAXONOMY_COMMIT}/additives.txt`,
};

export const OFF_ALLERGENS_TAXONOMY: Source = {
  title: 'Open Food Facts allergens taxonomy (ODbL)',
  url: `${OFF_TAXONOMY_COMMIT}/allergens.txt`,
};

export const OFF_LABELS_TAXONOMY: Source = {
  title: 'Open Food Facts labels taxonomy (ODbL)',
  url: `${OFF_TAXONOMY_COMMIT}/labels.txt`,
};

export const OFF_INGREDIENTS_TAXONOMY: Source = {
  title: 'Open Food Facts ingredients taxonomy, vegan and vegetarian properties (ODbL)',
  url: `${OFF_TAXONOMY_COMMIT}/ingredients.txt`,
};

/** EU Cosmetics Regulation; Annex II lists banned substances, Annex III restricted ones and the fragrance allergens. */
export const EU_REG_1223_2009: Source = {
  title: 'Regulation (EC) No 1223/2009 on cosmetic products (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32009R1223',
};

export const OFF_PACKAGING_TAXONOMY: Source = {
  title: 'Open Food Facts packaging materials and recycling taxonomies (ODbL)',
  url: `${OFF_TAXONOMY_COMMIT}/packaging_materials.txt`,
};

export const AGRIBALYSE: Source = {
  title: 'AGRIBALYSE 3.1, ADEME (Licence Ouverte)',
  url: 'https://agribalyse.ademe.fr',
};

export const DOL_CHILD_LABOR_LIST: Source = {
  title: 'US Department of Labor: List of Goods Produced by Child Labor or Forced Labor',
  url: 'https://www.dol.gov/agencies/ilab/reports/child-labor/list-of-goods',
};

/** Global average water footprints of farm animal products (green + blue + grey). */
export const MEKONNEN_HOEKSTRA_2012: Source = {
  title:
    'Mekonnen & Hoekstra (2012), A Global Assessment of the Water Footprint of Farm Animal Products, Ecosystems 15',
  url: 'https://doi.org/10.1007/s10021-011-9517-8',
};

/** Global average water footprints of crops and derived crop products. */
export const MEKONNEN_HOEKSTRA_2011: Source = {
  title:
    'Mekonnen & Hoekstra (2011), The green, blue and grey water footprint of crops and derived crop products, HESS 15',
  url: 'https://doi.org/10.5194/hess-15-1577-2011',
};

/** The Water Footprint Network's product gallery, which publishes the per-product figures of the studies above. */
export const WFN_PRODUCT_GALLERY: Source = { title: 'Water Footprint Network, Product gallery (global averages)' };

/** A Wikipedia article as a source. */
export const wikipedia = (article: string, title = article.replace(/_/g, ' ')): Source => ({
  title: `${title} (Wikipedia)`,
  url: `https://en.wikipedia.org/wiki/${article}`,
});

/** An EFSA Journal opinion by DOI. */
export const efsa = (title: string, doi: string): Source => ({
  title: `EFSA Journal: ${title}`,
  url: `https://doi.org/${doi}`,
});
