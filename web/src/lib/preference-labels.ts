import type { Preferences } from '@clearcart/contracts';

/** Readable labels for the preference ids of spec §3. */
export const ALLERGEN_LABELS: Record<Preferences['health']['allergens'][number], string> = {
  peanuts: 'Peanuts',
  tree_nuts: 'Tree nuts',
  dairy: 'Dairy',
  eggs: 'Eggs',
  wheat: 'Wheat',
  soy: 'Soy',
  fish: 'Fish',
  shellfish: 'Shellfish',
  sesame: 'Sesame',
  gluten: 'Gluten cereals',
  celery: 'Celery',
  mustard: 'Mustard',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
  sulphites: 'Sulphites',
};

export const DIET_LABELS: Record<Preferences['health']['dietary_restrictions'][number], string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  gluten_free: 'Gluten-free',
  keto: 'Keto',
  paleo: 'Paleo',
  low_carb: 'Low carb',
  low_sodium: 'Low sodium',
  low_sugar: 'Low sugar',
};

export const ENVIRONMENT_CERTIFICATION_LABELS: Record<Preferences['environment']['certifications'][number], string> = {
  organic: 'Organic',
  non_gmo: 'Non-GMO',
  eco_friendly: 'Eco-friendly',
  biodegradable: 'Biodegradable',
  recyclable: 'Recyclable',
  carbon_neutral: 'Carbon neutral',
};

export const ETHICAL_CERTIFICATION_LABELS: Record<Preferences['ethical']['certifications'][number], string> = {
  fair_trade: 'Fair Trade',
  cruelty_free: 'Cruelty-free',
  vegan_certified: 'Vegan certified',
  b_corp: 'B Corp',
  ethical_labor: 'Ethical labour',
};

export const ANIMAL_TESTING_LABELS: Record<Preferences['ethical']['animal_testing'], string> = {
  strongly_avoid: 'Strongly avoid',
  prefer_avoid: 'Prefer to avoid',
  neutral: 'Neutral',
  acceptable: 'Acceptable',
};

export const SENSITIVITY_LABELS: Record<keyof Preferences['health']['sensitivities'], string> = {
  chemicals: 'Chemicals',
  preservatives: 'Preservatives',
  artificial_additives: 'Artificial additives',
};
