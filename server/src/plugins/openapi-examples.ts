/**
 * Examples for the OpenAPI document, keyed by `METHOD path status`: real responses of the app, recorded from the
 * API test fixtures. The contract test checks each against its schema, so an example cannot drift from the contract.
 */
export const API_EXAMPLES: Record<string, unknown> = {
  'GET /api/health 200': {
    status: 'ok',
    store: 'pglite',
    products: 8,
  },
  'GET /api/config 200': {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-clearcart.firebaseapp.com',
      projectId: 'demo-clearcart',
    },
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
  'GET /api/products/search 200': {
    suggestions: [
      {
        product_id: 'nutella-400g',
        name: 'Nutella',
        brand: 'Nutella',
        score: 0.763,
      },
    ],
  },
  'GET /api/products/product-image 404': {
    error: 'not_found',
    message: 'The catalog has no image of "Nutella"',
  },
  'GET /api/products/product-image 503': {
    success: false,
    error: 'image_service_unavailable',
    message: 'The image service is not available',
  },
  'GET /api/products/{id} 200': {
    entity: {
      id: 'nutella-400g',
      name: 'Nutella',
      brand: 'Nutella',
      category: 'Hazelnut spread',
      confidence: 1,
      identifiedBy: 'catalog',
      type: 'food',
      gtin: '3017620422003',
      certifications: [],
      manufacturer: 'Ferrero Group',
      insights: {
        brand: {
          history:
            'Nutella was launched by Ferrero in 1964, developed from an earlier hazelnut paste created in Alba, Italy after the Second World War.',
          sources: [
            {
              title: 'Wikipedia: Nutella',
              url: 'https://en.wikipedia.org/wiki/Nutella',
            },
            {
              title: 'Wikipedia: Ferrero SpA',
              url: 'https://en.wikipedia.org/wiki/Ferrero_SpA',
            },
          ],
        },
        company: {
          name: 'Ferrero Group',
          description:
            'Ferrero is a family-owned confectionery and packaged food group that grew from Pietro Ferrero’s pastry shop in Alba, Piedmont. It makes Nutella, Kinder, Ferrero Rocher and Tic Tac, and has expanded in North America through acquisitions including Nestlé’s US confectionery business (2018) and WK Kellogg Co (2025).',
          about:
            'Ferrero is a family-owned confectionery and packaged food group that grew from Pietro Ferrero’s pastry shop in Alba, Piedmont. It makes Nutella, Kinder, Ferrero Rocher and Tic Tac, and has expanded in North America through acquisitions including Nestlé’s US confectionery business (2018) and WK Kellogg Co (2025).',
          sustainability_efforts:
            'Ferrero reports buying RSPO-certified segregated palm oil and publishes a list of the palm oil mills in its supply chain; it also runs sourcing programmes for cocoa and hazelnuts.',
          country: 'Italy (group holding in Luxembourg)',
          founded: '1946',
          ownership: [
            {
              company: 'Ferrero Group',
              relation: 'brand owner',
              as_of: '1964',
              sources: [
                {
                  title: 'Wikipedia: Nutella',
                  url: 'https://en.wikipedia.org/wiki/Nutella',
                },
                {
                  title: 'Wikipedia: Ferrero SpA',
                  url: 'https://en.wikipedia.org/wiki/Ferrero_SpA',
                },
              ],
            },
          ],
          sources: [
            {
              title: 'Wikipedia: Ferrero SpA',
              url: 'https://en.wikipedia.org/wiki/Ferrero_SpA',
            },
            {
              title: 'Food Ingredients First: Ferrero completes WK Kellogg Co acquisition',
              url: 'https://www.foodingredientsfirst.com/news/ferrero-acquires-wk-kellogg-co.html',
            },
            {
              title: 'Roundtable on Sustainable Palm Oil (RSPO)',
              url: 'https://rspo.org',
            },
            {
              title: 'Ferrero',
              url: 'https://www.ferrero.com',
            },
            {
              title: 'Wikipedia: Nutella',
              url: 'https://en.wikipedia.org/wiki/Nutella',
            },
          ],
        },
      },
    },
    metadata: {
      data_quality: {
        evaluation_status: 'basic',
      },
      sources: [
        {
          title: 'Test fixture',
        },
      ],
      attribution: [
        'Product data in part from Open Food Facts (https://openfoodfacts.org), ODbL',
        'Carbon footprints from AGRIBALYSE 3.1, ADEME, Licence Ouverte',
      ],
    },
  },
  'GET /api/products/{id} 404': {
    error: 'not_found',
    message: 'No product with id "no-such-product"',
  },
  'GET /api/preferences 401': {
    error: 'unauthorized',
    message: 'Sign in to use this endpoint: send Authorization: Bearer <Firebase ID token>',
  },
  'POST /api/products/identify 200': {
    product_id: 'nutella-hazelnut-spread-400g',
    confidence: 0.904,
    identified_by: 'text search',
    candidates: [
      {
        product_id: 'nutella-hazelnut-spread-400g',
        name: 'Nutella Hazelnut Spread',
        brand: 'Nutella',
        score: 0.904,
      },
      {
        product_id: 'nutella-b-ready-wafer-bars',
        name: 'Nutella B-ready Filled Wafer Bars',
        brand: 'Nutella',
        score: 0.773,
      },
    ],
  },
  'POST /api/products/identify 400': {
    error: 'description_required',
    message: 'Please enter a product name to search',
  },
  'POST /api/products/identify 413': {
    error: 'file_too_large',
    message: 'request file too large',
  },
  'POST /api/products/identify 415': {
    error: 'not_an_image',
    message: 'the upload is not a JPEG, PNG, WebP, GIF, HEIF/AVIF or TIFF image',
  },
  'POST /api/products/identify 422': {
    error: 'unreadable_image',
    message: 'HEIC photos cannot be decoded on this server; please send a JPEG',
  },
  'POST /api/products/identify 429': {
    error: 'rate_limited',
    message: 'Too many photos: at most 20 a minute. Please wait a moment.',
  },
  'POST /api/products/identify 503': {
    error: 'busy',
    message: 'We are reading many photos right now. Please try again in a moment.',
  },
  'POST /api/products/evaluate/{id} 404': {
    error: 'not_found',
    message: 'No product with id "no-such-product"',
  },
  'GET /api/products/{id} 414': {
    error: 'uri_too_long',
    message: 'A path segment is over 100 characters',
  },
};
