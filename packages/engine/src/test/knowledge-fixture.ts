/**
 * A small knowledge base for engine tests. Companies and brands are fictional so no test asserts a real-world claim;
 * allergen words, E-numbers and label tags follow Open Food Facts conventions.
 */
import type { ProductFacts, ProductFactsInput, Source } from '@clearcart/contracts';
import { productFacts } from '@clearcart/contracts';
import type { Knowledge } from '@clearcart/knowledge';

const src: Source[] = [{ title: 'test fixture' }];

export const fixtureKnowledge: Knowledge = {
  allergens: [
    { id: 'peanuts', name: 'Peanuts', offTags: ['en:peanuts'], words: ['peanut', 'peanuts', 'arachide', 'cacahuete', 'groundnut'], falseFriends: [], severity: 'high', sources: src },
    {
      id: 'tree_nuts',
      name: 'Tree nuts',
      offTags: ['en:nuts'],
      words: ['hazelnut', 'hazelnuts', 'almond', 'almonds', 'noisette', 'noisettes', 'walnut', 'cashew'],
      falseFriends: ['nutmeg', 'coconut'],
      severity: 'high',
      sources: src,
    },
    {
      id: 'dairy',
      name: 'Dairy (milk)',
      offTags: ['en:milk'],
      words: ['milk', 'lait', 'butter', 'beurre', 'cream', 'whey', 'lactose', 'cheese', 'skim milk'],
      falseFriends: ['coconut milk', 'cocoa butter', 'beurre de cacao', 'peanut butter', 'shea butter'],
      severity: 'high',
      sources: src,
    },
    { id: 'eggs', name: 'Eggs', offTags: ['en:eggs'], words: ['egg', 'eggs', 'oeuf', 'oeufs', 'albumen'], falseFriends: ['eggplant'], severity: 'high', sources: src },
    {
      id: 'wheat',
      name: 'Wheat (gluten)',
      offTags: ['en:gluten'],
      words: ['wheat', 'ble', 'farine de ble', 'spelt', 'gluten'],
      falseFriends: ['buckwheat', 'gluten free'],
      severity: 'high',
      sources: src,
    },
    { id: 'soy', name: 'Soy', offTags: ['en:soybeans'], words: ['soy', 'soya', 'soja'], falseFriends: [], severity: 'medium', sources: src },
    { id: 'fish', name: 'Fish', offTags: ['en:fish'], words: ['fish', 'salmon', 'saumon', 'tuna', 'anchovy'], falseFriends: [], severity: 'high', sources: src },
    {
      id: 'shellfish',
      name: 'Shellfish',
      offTags: ['en:crustaceans', 'en:molluscs'],
      words: ['shrimp', 'prawn', 'crab', 'lobster', 'mussel'],
      falseFriends: [],
      severity: 'high',
      sources: src,
    },
    { id: 'sesame', name: 'Sesame', offTags: ['en:sesame-seeds'], words: ['sesame', 'sesame seeds', 'tahini'], falseFriends: [], severity: 'high', sources: src },
  ],
  additives: [
    { code: 'e322', name: 'Lecithins', class: 'emulsifier', efsaRisk: 'none', sensitivity: null, concern: 'No safety concern at reported uses.', concernLevel: 'none', sources: src },
    { code: 'e171', name: 'Titanium dioxide', class: 'colour', efsaRisk: 'not assessed', sensitivity: 'artificial_additives', concern: 'Genotoxicity could not be ruled out.', concernLevel: 'high', restrictions: 'Not authorised in the EU since 2022', sources: src },
    { code: 'e250', name: 'Sodium nitrite', class: 'preservative', efsaRisk: 'moderate', sensitivity: 'preservatives', concern: 'Can form nitrosamines.', concernLevel: 'high', sources: src },
    { code: 'e202', name: 'Potassium sorbate', class: 'preservative', efsaRisk: 'none', sensitivity: 'preservatives', concern: 'Low concern at permitted levels.', concernLevel: 'low', sources: src },
    { code: 'e951', name: 'Aspartame', class: 'sweetener', efsaRisk: 'none', sensitivity: 'artificial_additives', concern: 'Classified as possibly carcinogenic (2B) by IARC.', concernLevel: 'medium', sources: src },
    { code: 'e120', name: 'Carmine', class: 'colour', efsaRisk: 'none', sensitivity: 'artificial_additives', concern: 'Can cause allergic reactions.', concernLevel: 'low', animalOrigin: 'animal material', sources: src },
    { code: 'e441', name: 'Gelatine', class: 'gelling agent', efsaRisk: 'none', sensitivity: null, concern: '', concernLevel: 'none', animalOrigin: 'gelatin product', sources: src },
    { code: 'e330', name: 'Citric acid', class: 'acid', efsaRisk: 'none', sensitivity: null, concern: 'No concern.', concernLevel: 'none', sources: src },
  ],
  ingredients: [
    { id: 'gelatine', name: 'Gelatine', words: ['gelatine', 'gelatin'], purpose: 'Gelling agent', concern: '', concernLevel: 'none', animalType: 'gelatin product', sources: src },
    { id: 'honey', name: 'Honey', words: ['honey', 'miel'], purpose: 'Sweetener', concern: '', concernLevel: 'none', animalType: 'bee product', sources: src },
    { id: 'beef', name: 'Beef', words: ['beef', 'boeuf'], purpose: 'Meat', concern: '', concernLevel: 'none', animalType: 'meat', commodity: 'beef', sources: src },
    { id: 'chicken', name: 'Chicken', words: ['chicken', 'poulet'], purpose: 'Meat', concern: '', concernLevel: 'none', animalType: 'meat', sources: src },
    { id: 'milk-powder', name: 'Milk powder', words: ['milk powder', 'lait en poudre', 'skim milk powder'], purpose: 'Dairy ingredient', concern: '', concernLevel: 'none', animalType: 'dairy', sources: src },
    { id: 'hydrogenated-fat', name: 'Hydrogenated fat', words: ['hydrogenated', 'hydrogenee'], purpose: 'Fat', concern: 'Partially hydrogenated fats can contain trans fats.', concernLevel: 'high', sources: src },
    { id: 'cocoa-butter', name: 'Cocoa butter', words: ['cocoa butter', 'beurre de cacao'], purpose: 'Fat', concern: '', concernLevel: 'none', commodity: 'cocoa', sources: src },
  ],
  commodities: [
    {
      id: 'palm-oil',
      name: 'Palm oil',
      words: ['palm oil', 'palm fat', 'huile de palme', 'graisse de palme', 'palm kernel oil'],
      environmentalRisk: 'high',
      environmentalNote: 'Linked to tropical deforestation.',
      laborRisk: 'medium',
      laborNote: 'Labour abuses reported on some plantations.',
      mitigatedBy: ['rspo-segregated', 'rspo-mass-balance'],
      sources: src,
    },
    {
      id: 'cocoa',
      name: 'Cocoa',
      words: ['cocoa', 'cacao', 'chocolate'],
      environmentalRisk: 'medium',
      environmentalNote: 'Linked to deforestation in West Africa.',
      laborRisk: 'high',
      laborNote: 'Child labour is widespread in West African cocoa.',
      mitigatedBy: ['fairtrade', 'rainforest-alliance'],
      sources: src,
    },
    {
      id: 'beef',
      name: 'Beef',
      words: ['beef'],
      environmentalRisk: 'high',
      environmentalNote: 'Cattle ranching drives deforestation.',
      laborRisk: 'low',
      laborNote: '',
      mitigatedBy: [],
      sources: src,
    },
  ],
  labels: [
    { id: 'eu-organic', name: 'EU Organic', offTags: ['en:eu-organic', 'en:organic'], verifies: 'Organic production rules, including animal welfare standards.', thirdPartyVerified: true, impact: 'positive', tabs: ['health', 'environmental', 'ethical'], satisfies: ['organic'], sources: src },
    { id: 'fairtrade', name: 'Fairtrade', offTags: ['en:fairtrade-international', 'en:fair-trade'], verifies: 'Minimum prices and premiums for producers.', thirdPartyVerified: true, impact: 'positive', tabs: ['ethical'], satisfies: ['fair_trade', 'ethical_labor'], sources: src },
    { id: 'rspo-segregated', name: 'RSPO Segregated', offTags: ['en:roundtable-on-sustainable-palm-oil', 'en:rspo-segregated'], verifies: 'Certified palm oil kept separate from uncertified oil.', thirdPartyVerified: true, impact: 'positive', tabs: ['environmental'], satisfies: ['eco_friendly'], sources: src },
    { id: 'rspo-mass-balance', name: 'RSPO Mass Balance', offTags: ['en:rspo-mass-balance'], verifies: 'Certified palm oil mixed with uncertified oil.', thirdPartyVerified: true, impact: 'positive', tabs: ['environmental'], satisfies: [], sources: src },
    { id: 'leaping-bunny', name: 'Leaping Bunny', offTags: ['en:leaping-bunny'], verifies: 'No new animal testing at any stage.', thirdPartyVerified: true, impact: 'positive', tabs: ['ethical'], satisfies: ['cruelty_free'], sources: src },
    { id: 'free-range', name: 'Free range', offTags: ['en:free-range'], verifies: 'Animals have outdoor access.', thirdPartyVerified: false, impact: 'positive', tabs: ['ethical'], satisfies: [], sources: src },
    { id: 'gluten-free', name: 'Gluten free', offTags: ['en:no-gluten', 'en:gluten-free'], verifies: 'Less than 20 mg/kg gluten.', thirdPartyVerified: false, impact: 'neutral', tabs: ['health'], satisfies: [], sources: src },
    { id: 'organic-duplicate', name: 'eu organic', offTags: ['fr:ab-agriculture-biologique'], verifies: 'French organic logo.', thirdPartyVerified: true, impact: 'positive', tabs: ['environmental'], satisfies: ['organic'], sources: src },
  ],
  packaging: [
    { id: 'glass', name: 'Glass', offTags: ['en:glass'], recyclability: 'fully', biodegradable: 'no', note: 'Widely recycled.', sources: src },
    { id: 'pet', name: 'PET plastic', offTags: ['en:pet-1-polyethylene-terephthalate'], recyclability: 'fully', biodegradable: 'no', note: 'Widely collected.', sources: src },
    { id: 'plastic', name: 'Plastic', offTags: ['en:plastic'], recyclability: 'partially', biodegradable: 'no', note: 'Depends on the polymer.', sources: src },
    { id: 'metal', name: 'Metal', offTags: ['en:metal', 'en:aluminium'], recyclability: 'fully', biodegradable: 'no', note: 'Widely recycled.', sources: src },
    { id: 'film', name: 'Multilayer film', offTags: ['en:multilayer-film'], recyclability: 'none', biodegradable: 'no', note: 'Not recyclable.', sources: src },
    { id: 'paper', name: 'Paper', offTags: ['en:paper'], recyclability: 'fully', biodegradable: 'yes', note: 'Recyclable and compostable.', sources: src },
  ],
  footprints: [
    { id: 'spreads', name: 'Sweet spreads', offTags: ['en:sweet-spreads'], kgCO2ePerKg: 3.2, basis: 'fixture', sources: src },
    { id: 'hazelnut-spreads', name: 'Hazelnut spreads', offTags: ['en:cocoa-and-hazelnuts-spreads'], kgCO2ePerKg: 5.6, litresPerKg: 6000, basis: 'fixture', sources: src },
    { id: 'sodas', name: 'Sodas', offTags: ['en:sodas'], kgCO2ePerKg: 0.4, litresPerKg: 300, basis: 'fixture', sources: src },
    { id: 'beef', name: 'Beef', offTags: ['en:beef'], kgCO2ePerKg: 30, basis: 'fixture', sources: src },
  ],
  companies: [
    {
      id: 'acme-holdings',
      name: 'Acme Holdings',
      country: 'Testland',
      founded: '1900',
      about: { text: 'A fictional holding company.', sources: src },
      sustainabilityEfforts: { text: 'Fictional sustainability efforts.', sources: src },
      health: {
        summary: { text: 'Fictional health summary.', sources: src },
        highlights: [{ text: 'Reduced sugar in drinks.', sources: src }],
        concerns: [{ issue: 'Marketing to children', severity: 'medium', status: 'ongoing', description: 'Fictional.', sources: src }],
        lobbying: { summary: 'Fictional lobbying.', examples: ['Example A'], sources: [{ title: 'lobbying source' }] },
      },
      environmental: {
        summary: { text: 'Fictional environmental summary.', sources: src },
        highlights: [],
        concerns: [],
        greenwashing: { summary: 'Fictional greenwashing.', examples: [], sources: src },
      },
      ethical: {
        summary: { text: 'Fictional ethical summary.', sources: src },
        highlights: [{ text: 'Living wage pledge.', sources: src }],
        concerns: [],
      },
      animalTesting: { policy: 'Tests where required by law.', status: 'yes', crueltyFreeCertified: false, asOf: '2024', sources: src },
    },
    {
      id: 'acme-foods',
      name: 'Acme Foods',
      country: 'Testland',
      founded: '1950',
      about: { text: 'A fictional food maker.', sources: src },
    },
  ],
  brands: [
    {
      name: "Jerry's & Co.",
      aliases: ['Jerrys and Co'],
      owner: 'acme-foods',
      ownerAsOf: '2000-04',
      ownershipSources: [{ title: 'ownership source' }],
      history: { text: 'Founded in a garage.', sources: src },
    },
    { name: 'Crème Brûlée Inc', aliases: [], owner: 'acme-holdings', ownerAsOf: '2010', ownershipSources: src },
  ],
  parents: [
    { company: 'acme-foods', parent: 'acme-mid', asOf: '2005', sources: src },
    { company: 'acme-mid', parent: 'acme-holdings', asOf: '2008', sources: src },
    // A cycle must not hang the resolver.
    { company: 'acme-holdings', parent: 'acme-foods', asOf: '2009', sources: src },
  ],
};

/** A knowledge base with nothing in it. */
export const emptyKnowledge: Knowledge = {
  allergens: [],
  additives: [],
  ingredients: [],
  commodities: [],
  labels: [],
  packaging: [],
  footprints: [],
  companies: [],
  brands: [],
  parents: [],
};

/** Build valid facts from a few overrides. */
export function makeFacts(overrides: Partial<ProductFactsInput> = {}): ProductFacts {
  return productFacts.parse({
    id: 'test-product',
    name: 'Test product',
    brand: 'Test brand',
    category: 'Test',
    kind: 'food',
    sources: [{ title: 'test facts' }],
    ...overrides,
  });
}
