import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identifyResponse, productResponse, type IdentifyResponse } from '@clearcart/contracts';
import { NOT_IDENTIFIED_MESSAGE } from '../src/identify/text-search.ts';
import { LLM_SOURCE } from '../src/providers/llm.ts';
import type { Services } from '../src/services.ts';
import type { Behaviour } from './fakes/fake-server.ts';
import { startLlmFake, type LlmFake } from './fakes/llm-fake.ts';
import { buildTestApp } from './test-app.ts';

const BUDGET_MS = 1_500;
/** The model's answer when it does not recognise the product. */
const NOT_KNOWN = { identified: false, name: null, brand: null, category: null, kind: null, ingredients: null };
const WAIT_MS = 600;

function form(description: string) {
  const boundary = '----llm-test';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('LLM provider (fake OpenAI-compatible chat completions)', () => {
  let fake: LlmFake;
  let app: FastifyInstance;
  let services: Services;

  async function identify(description: string): Promise<{ body: IdentifyResponse; ms: number }> {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/products/identify', ...form(description) });
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    return { body: identifyResponse.parse(response.json()), ms };
  }
  const asked = (schema: string) =>
    fake.bodies.filter((b) => (b.response_format as { json_schema: { name: string } }).json_schema.name === schema)
      .length;

  beforeAll(async () => {
    fake = await startLlmFake();
    ({ app, services } = await buildTestApp({
      providers: {
        llm: { baseUrl: `${fake.url}/v1`, apiKey: 'test-key', model: 'fake-model-1' },
        http: { llm: { timeoutMs: 400, breaker: { failures: 100, coolDownMs: 1_000 } } },
        identifyBudgetMs: BUDGET_MS,
        enrichWaitMs: WAIT_MS,
        log: () => undefined,
      },
    }));
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.replies.product_story = { story: null };
  });

  it('asks in the chat-completions format for JSON matching our schema', async () => {
    fake.replies.product_identification = {
      identified: true,
      name: 'Sparkling Apple Juice [1]',
      brand: 'Orchardly',
      category: 'Apple juice',
      kind: 'beverage',
      ingredients: 'Apple juice, carbonated water [2].',
    };
    const { body } = await identify('that fizzy apple drink in the green can');
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    const sent = fake.bodies.at(-1) as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
      };
    };
    expect(sent.model).toBe('fake-model-1');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'that fizzy apple drink in the green can' });
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema).toMatchObject({ name: 'product_identification', strict: true });
    expect(sent.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['identified', 'name', 'brand', 'category', 'kind', 'ingredients'],
    });
    expect(sent.response_format.json_schema.schema).not.toHaveProperty('$schema');

    // Saved as an unverified draft, citation markers stripped, marked with the LLM source.
    expect(body).toMatchObject({
      product_id: 'llm-orchardly-sparkling-apple-juice',
      identified_by: 'LLM',
      confidence: 0.5,
    });
    const facts = await services.products.get('llm-orchardly-sparkling-apple-juice');
    expect(facts).toMatchObject({
      name: 'Sparkling Apple Juice',
      brand: 'Orchardly',
      kind: 'beverage',
      ingredientsText: 'Apple juice, carbonated water.',
      sources: [LLM_SOURCE],
    });
    expect(LLM_SOURCE.title.startsWith('LLM:')).toBe(true);
  });

  it('serves the drafted product and its full evaluation, with the LLM marker in the sources', async () => {
    const basic = await app.inject({ method: 'GET', url: '/api/products/llm-orchardly-sparkling-apple-juice' });
    expect(basic.statusCode).toBe(200);
    expect(productResponse.parse(basic.json()).metadata.sources).toEqual([LLM_SOURCE]);
    const evaluated = await app.inject({
      method: 'POST',
      url: '/api/products/evaluate/llm-orchardly-sparkling-apple-juice',
      payload: {},
    });
    expect(evaluated.statusCode).toBe(200);
    expect(productResponse.parse(evaluated.json()).metadata.data_quality.evaluation_status).toBe('complete');
  });

  it('answers the same description again without asking the model', async () => {
    const before = asked('product_identification');
    const { body } = await identify('that fizzy apple drink in the green can');
    expect(body.product_id).toBe('llm-orchardly-sparkling-apple-juice');
    expect(asked('product_identification')).toBe(before);
  });

  it('prefers the catalog product the model names, and leaves its facts alone', async () => {
    const original = await services.products.get('nutella-400g');
    fake.replies.product_identification = {
      identified: true,
      name: 'Nutella',
      brand: 'Nutella',
      category: 'Chocolate spread',
      kind: 'food',
      ingredients: 'Invented ingredients',
    };
    const { body } = await identify('hazel choco jar from alba');
    expect(body).toMatchObject({ product_id: 'nutella-400g', identified_by: 'LLM' });
    expect(body.confidence).toBeLessThanOrEqual(0.8);
    expect(await services.products.get('nutella-400g')).toEqual(original);
  });

  it('answers "not clearly identified" when the model does not know', async () => {
    fake.replies.product_identification = NOT_KNOWN;
    const { body } = await identify('blue thing from the shop');
    expect(body).toMatchObject({ product_id: null, identified_by: null, message: NOT_IDENTIFIED_MESSAGE });
  });

  it('names a product from label words a photo showed when the catalog cannot match them', async () => {
    fake.replies.product_identification = {
      identified: true,
      name: 'Oat Crunch Granola',
      brand: 'Morning Field',
      category: 'Granola',
      kind: 'food',
      ingredients: null,
    };
    const answer = await services.identify.byLabelText('MORNING FIELD\nOAT CRUNCH\ngranola 500 g');
    expect(answer).toMatchObject({
      product_id: 'llm-morning-field-oat-crunch-granola',
      identified_by: 'LLM',
      read: 'MORNING FIELD OAT CRUNCH granola 500 g',
    });
  });

  const invalid: Array<[string, unknown]> = [
    ['content that is not JSON', 'Sure! The product is Nutella.'],
    ['JSON of the wrong shape', { product: 'Nutella' }],
    [
      'an invalid kind',
      { identified: true, name: 'X', brand: 'Y', category: 'Z', kind: 'spaceship', ingredients: null },
    ],
    [
      'extra properties',
      { identified: true, name: 'X', brand: 'Y', category: 'Z', kind: 'food', ingredients: null, x: 1 },
    ],
  ];
  it.each(invalid)('rejects %s', async (_label, reply) => {
    fake.replies.product_identification = reply;
    const description = `mystery product ${_label}`;
    const { body } = await identify(description);
    expect(body.product_id).toBeNull();
    expect(body.message).toBe(NOT_IDENTIFIED_MESSAGE);
    const [row] = await services.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE source = 'llm'",
    );
    expect(row?.n).toBe(2);
  });

  it('names the product a photo shows when no barcode or label text could be read, sending the photo as JPEG', async () => {
    fake.replies.product_identification = {
      identified: true,
      name: 'Blue Hills Sparkling Water',
      brand: 'Blue Hills',
      category: 'Sparkling water',
      kind: 'beverage',
      ingredients: null,
    };
    // A photo with nothing to read: a smooth gradient, no bars, no words.
    const photo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#9cf"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const before = fake.bodies.length;
    const answer = await services.identify.byImage(photo);
    expect(answer).toMatchObject({ product_id: 'llm-blue-hills-blue-hills-sparkling-water', identified_by: 'LLM' });
    expect(answer.message).toMatch(/from your photo/);
    const request = fake.bodies.slice(before).find((b) => JSON.stringify(b).includes('image_url'));
    const parts = (request?.messages as Array<{ role: string; content: unknown }>).find(
      (m) => m.role === 'user',
    )?.content;
    expect(parts).toEqual([
      { type: 'text', text: expect.any(String) },
      { type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//) } },
    ]);

    fake.replies.product_identification = NOT_KNOWN;
    const other = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#cc8844' } })
      .png()
      .toBuffer();
    const unknown = await services.identify.byImage(other);
    expect(unknown.product_id).toBeNull();
  });

  const failures: Behaviour[] = ['slow', 'fail', 'malformed', 'wrong-shape', 'oversized'];
  it.each(failures)('answers "not identified" within its budget when the model endpoint is %s', async (behaviour) => {
    fake.behaviour = behaviour;
    const { body, ms } = await identify(`unknown gadget ${behaviour}`);
    expect(body.product_id).toBeNull();
    expect(body.message).toBe(NOT_IDENTIFIED_MESSAGE);
    expect(ms).toBeLessThan(BUDGET_MS + 500);
  });

  it('adds a short story for a product the knowledge has none for, marked as drafted by a model', async () => {
    fake.replies.product_story = {
      story: 'Coca-Cola Zero Sugar is a  sugar-free cola [1] sold in cans and bottles.[2]',
    };
    const response = await app.inject({ method: 'GET', url: '/api/products/coca-cola-zero-330ml' });
    expect(response.statusCode).toBe(200);
    const { entity } = productResponse.parse(response.json());
    expect(entity.insights.product).toEqual({
      story: 'Coca-Cola Zero Sugar is a sugar-free cola sold in cans and bottles.',
      sources: [LLM_SOURCE],
    });
    const asked = JSON.parse((fake.bodies.at(-1) as { messages: { content: string }[] }).messages.at(-1)!.content);
    expect(asked).toMatchObject({ name: 'Coca-Cola Zero Sugar', brand: 'Coca-Cola', category: 'Cola' });
  });

  it('researches the company behind a brand the knowledge lacks, marked as drafted by a model', async () => {
    fake.replies.company_research = {
      known: true,
      company: 'Dessert Makers SA [1]',
      about: 'Dessert Makers SA makes chilled desserts sold in supermarkets.[2]',
    };
    const response = await app.inject({ method: 'GET', url: '/api/products/creme-brulee' });
    expect(response.statusCode).toBe(200);
    const { entity } = productResponse.parse(response.json());
    expect(entity.insights.company).toEqual({
      name: 'Dessert Makers SA',
      about: 'Dessert Makers SA makes chilled desserts sold in supermarkets.',
      sources: [LLM_SOURCE],
    });
    // A brand the knowledge base knows is never researched by the model.
    const before = asked('company_research');
    await app.inject({ method: 'GET', url: '/api/products/nutella-400g' });
    expect(asked('company_research')).toBe(before);
  });

  it.each(failures)(
    'answers 200 without a story, within its wait, when the model endpoint is %s',
    async (behaviour) => {
      fake.behaviour = behaviour;
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/products/dove-beauty-bar' });
      expect(response.statusCode).toBe(200);
      expect(productResponse.parse(response.json()).entity.insights.product).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(WAIT_MS + 400);
    },
  );
});
