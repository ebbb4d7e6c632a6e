import additives from '../data/additives.json' with { type: 'json' };
import allergenVocabulary from '../data/allergen-vocabulary.json' with { type: 'json' };
import allergens from '../data/allergens.json' with { type: 'json' };
import brands from '../data/brands.json' with { type: 'json' };
import commodities from '../data/commodities.json' with { type: 'json' };
import dairyDrinks from '../data/companies/dairy-drinks.json' with { type: 'json' };
import foodMajors from '../data/companies/food-majors.json' with { type: 'json' };
import foodSpecialists from '../data/companies/food-specialists.json' with { type: 'json' };
import personalHousehold from '../data/companies/personal-household.json' with { type: 'json' };
import retailers from '../data/companies/retailers.json' with { type: 'json' };
import cosmeticIngredients from '../data/cosmetic-ingredients.json' with { type: 'json' };
import categoryAliases from '../data/category-aliases.json' with { type: 'json' };
import categoryParents from '../data/category-parents.json' with { type: 'json' };
import categoryFoods from '../data/category-foods.json' with { type: 'json' };
import footprints from '../data/footprints.json' with { type: 'json' };
import footprintFoods from '../data/footprint-foods.json' with { type: 'json' };
import greenClaims from '../data/green-claims.json' with { type: 'json' };
import ingredients from '../data/ingredients.json' with { type: 'json' };
import labels from '../data/labels.json' with { type: 'json' };
import packaging from '../data/packaging.json' with { type: 'json' };
import packagingNames from '../data/packaging-names.json' with { type: 'json' };
import parents from '../data/parents.json' with { type: 'json' };
import productGroups from '../data/product-groups.json' with { type: 'json' };
import sources from '../data/sources.json' with { type: 'json' };
import { type CosmeticData, cosmeticsFrom } from './cosmetics.ts';
import { ingredientVocabulary } from './ingredient-vocabulary.ts';
import {
  type CuratedAllergen,
  type CuratedIngredient,
  categoryParentsOf,
  categoryReading,
  citing,
  footprintsOfCategoryFoods,
  withFootprintFoods,
  withReportedOn,
  withVocabulary,
  withWordsOf,
} from './load.ts';
import type * as K from './types.ts';

export type * from './types.ts';

// The tables are data files (packages/knowledge/data, checked against their schemas by data.test.ts). Loading only
// turns source ids into sources and joins the words tables share.
const { cite, source } = citing(sources.sources);

const allergenTable = withVocabulary(
  cite<CuratedAllergen>('allergens.json', allergens.entries),
  allergenVocabulary,
  source('off-allergens-taxonomy'),
);
const commodityTable = cite<K.CommodityKnowledge>('commodities.json', commodities.entries);
const companyFiles = {
  'food-majors': foodMajors,
  'food-specialists': foodSpecialists,
  'dairy-drinks': dairyDrinks,
  'personal-household': personalHousehold,
  retailers,
};

/** The curated knowledge base shipped with ClearCart. */
export const knowledge: K.Knowledge = {
  allergens: allergenTable,
  cosmetics: cosmeticsFrom(cite<CosmeticData>('cosmetic-ingredients.json', [cosmeticIngredients])[0]!),
  ingredientVocabulary,
  additives: cite<K.AdditiveKnowledge>('additives.json', additives.entries),
  ingredients: withWordsOf(
    cite<CuratedIngredient>('ingredients.json', ingredients.entries),
    allergenTable,
    commodityTable,
  ),
  commodities: commodityTable,
  labels: cite<K.LabelKnowledge>('labels.json', labels.entries),
  productGroups: cite<K.ProductGroup>('product-groups.json', productGroups.entries),
  packaging: cite<K.PackagingKnowledge>('packaging.json', packaging.entries),
  packagingNames,
  footprints: withFootprintFoods(
    cite<K.CategoryFootprint>('footprints.json', footprints.entries),
    footprintFoods.entries,
  ),
  categoryFoods: footprintsOfCategoryFoods(categoryFoods.entries, [source('agribalyse'), source('off')]),
  ...categoryReading(categoryAliases),
  categoryParents: categoryParentsOf(categoryParents.parents),
  companies: Object.entries(companyFiles).flatMap(([name, file]) =>
    cite<K.CompanyProfile>(`companies/${name}.json`, withReportedOn(file.entries, sources.sources)),
  ),
  brands: cite<K.BrandKnowledge>('brands.json', brands.entries),
  parents: cite<K.ParentLink>('parents.json', parents.entries),
  greenClaims: cite<K.GreenClaimsKnowledge>('green-claims.json', [greenClaims])[0]!,
};
export { loadTranslation } from './translations.ts';
export { printedHazardStatement, translatableTexts } from './translatable.ts';
