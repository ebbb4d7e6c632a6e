/** A product's basic data as GET /api/products/{id} answers before any evaluation: a chocolate bar of the catalog. */
export const basicProduct = (name = 'Snickers') => ({
  entity: {
    id: 'snickers',
    name,
    brand: 'Mars',
    category: 'Chocolate bar',
    confidence: 1,
    identifiedBy: 'catalog',
    type: 'food',
    certifications: [],
    insights: {},
  },
  metadata: { data_quality: { evaluation_status: 'basic' }, sources: [] },
});
