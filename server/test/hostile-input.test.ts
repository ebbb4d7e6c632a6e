import { deflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type FormPart } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

// The reliability bar: whatever a client sends, every endpoint answers a clear 4xx
// `{error, message}` (or a 200 where the input is legitimately valid), never a 5xx or a crash.

const AUTH = { authorization: 'Bearer user:hostile' };
const MB = 1024 * 1024;

type Part = FormPart;

/** An identify request with a hand-built multipart body. */
function multipart(parts: [string, Part][], boundary = '----clearcart-hostile'): InjectOptions {
  return { method: 'POST', url: '/api/products/identify', ...multipartBody(parts, boundary) };
}

const image = (data: Buffer, type = 'image/png', filename = 'photo.png'): Part => ({ filename, type, data });
const describeAs = (text: string) => multipart([['description', text]]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A real decompression bomb: a valid 1-bit greyscale PNG of side×side white pixels. 20000² is
 * 400 M pixels (1.2 GB once decoded to RGB) in about 50 KB of file.
 */
function bombPng(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Strings shoppers, fuzzers and attackers send, and whether they are storable text. NUL and unpaired
 * surrogates are not (PostgreSQL refuses them), so parameters and JSON holding them get 400 invalid_characters.
 */
const HOSTILE: [label: string, text: string, storable: boolean][] = [
  ['a null byte', 'nutella\u0000; DROP TABLE products', false],
  ['only null bytes', '\u0000\u0000\u0000', false],
  ['SQL injection', "' OR 1=1; DROP TABLE preferences; --", true],
  ['tsquery metacharacters', "nut & !(ella | 'x') <-> :* \\ <2> ''", true],
  ['LIKE/regex metacharacters', '%_%\\.*+?^$[]{}()|', true],
  ['RTL override and zero-width characters', '\u202enutella\u200b\u200d\u2066\ufeff', true],
  ['emoji and combining marks', '🍫🥜 n\u0301u\u0308tella 👨‍👩‍👧', true],
  ['a lone surrogate', 'nut\ud800ella', false],
  ['HTML and script', '<script>alert(1)</script><img src=x onerror=alert(1)>', true],
  ['a path traversal', '../../etc/passwd', true],
  ['control characters', '\u0001\u0007\u001b[31mred\r\n\t', true],
  ['5000 characters', 'nutella '.repeat(625), true],
];
const INVALID_CHARACTERS = { status: 400, error: 'invalid_characters' } as const;
const TOO_DEEP = { status: 400, error: 'invalid_json' } as const;

interface Row {
  request: InjectOptions;
  /** Expected status, or 'json4xx' for any 4xx with the error body. */
  status: number | 'json4xx';
  error?: string;
}

/** The bar itself: a 4xx carries `{error, message}` as JSON, and nothing at all is a 5xx. */
function expectClearAnswer(response: LightMyRequestResponse, row: Row) {
  const detail = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, detail).toBeLessThan(500);
  if (row.status === 'json4xx') expect(response.statusCode, detail).toBeGreaterThanOrEqual(400);
  else expect(response.statusCode, detail).toBe(row.status);
  expect(response.headers['content-type'], detail).toMatch(/^application\/json/);
  // Nothing we send is ever sniffed into HTML, whatever text it echoes.
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  if (response.statusCode >= 400) {
    const body = response.json<{ error: unknown; message: unknown }>();
    expect(typeof body.error, detail).toBe('string');
    expect(typeof body.message, detail).toBe('string');
    expect((body.message as string).length, detail).toBeGreaterThan(0);
    if (row.error) expect(body.error, detail).toBe(row.error);
  }
}

describe('hostile input: every endpoint answers a clear 4xx or a legitimate 200, never a 5xx', () => {
  let app: FastifyInstance;
  let png: Buffer;
  let bomb: Buffer;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    bomb = bombPng(20_000);
  });
  afterAll(() => app.close());

  const send = (request: InjectOptions) => app.inject(request);

  describe('POST /api/products/identify', () => {
    const rows: [string, () => Row][] = [
      [
        'malformed JSON',
        () => ({
          request: {
            method: 'POST',
            url: '/api/products/identify',
            headers: { 'content-type': 'application/json' },
            payload: '{"description": ',
          },
          status: 400,
          error: 'invalid_json',
        }),
      ],
      [
        'a JSON body instead of a form',
        () => ({
          request: { method: 'POST', url: '/api/products/identify', payload: { description: 'nutella' } },
          status: 400,
          error: 'multipart_required',
        }),
      ],
      [
        'a JSON body of the wrong type',
        () => ({ request: { method: 'POST', url: '/api/products/identify', payload: [1, 2, 3] }, status: 400 }),
      ],
      [
        'plain text',
        () => ({
          request: {
            method: 'POST',
            url: '/api/products/identify',
            headers: { 'content-type': 'text/plain' },
            payload: 'nutella',
          },
          status: 400,
          error: 'multipart_required',
        }),
      ],
      [
        'an XML content type',
        () => ({
          request: {
            method: 'POST',
            url: '/api/products/identify',
            headers: { 'content-type': 'application/xml' },
            payload: '<q>nutella</q>',
          },
          status: 415,
        }),
      ],
      [
        'a urlencoded form',
        () => ({
          request: {
            method: 'POST',
            url: '/api/products/identify',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'description=nutella',
          },
          status: 415,
        }),
      ],
      ['no body at all', () => ({ request: { method: 'POST', url: '/api/products/identify' }, status: 400 })],
      [
        'a JSON body over the 1 MB limit',
        () => ({
          request: {
            method: 'POST',
            url: '/api/products/identify',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ description: 'x'.repeat(MB + 10) }),
          },
          status: 413,
          error: 'payload_too_large',
        }),
      ],
      [
        'multipart without a boundary',
        () => ({
          request: { ...describeAs('nutella'), headers: { 'content-type': 'multipart/form-data' } },
          status: 400,
          error: 'invalid_multipart',
        }),
      ],
      [
        'multipart with the wrong boundary',
        () => ({
          request: {
            ...describeAs('nutella'),
            headers: { 'content-type': 'multipart/form-data; boundary=not-the-one' },
          },
          status: 400,
          error: 'invalid_multipart',
        }),
      ],
      [
        'a truncated multipart body',
        () => {
          const r = describeAs('nutella');
          return {
            request: { ...r, payload: (r.payload as Buffer).subarray(0, 60) },
            status: 400,
            error: 'invalid_multipart',
          };
        },
      ],
      [
        'multipart garbage',
        () => ({
          request: {
            method: 'POST',
            url: '/api/products/identify',
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            payload: Buffer.from('\u0000\u00ff garbage --x\r\n\r\n--'),
          },
          status: 400,
          error: 'invalid_multipart',
        }),
      ],
      ['an empty description', () => ({ request: describeAs(''), status: 400, error: 'description_required' })],
      ['a description over 5000 characters', () => ({ request: describeAs('n'.repeat(20_000)), status: 400 })],
      [
        'too many fields',
        () => ({
          request: multipart(Array.from({ length: 8 }, (_, i): [string, Part] => [`f${i}`, 'x'])),
          status: 'json4xx',
        }),
      ],
      [
        'two descriptions',
        () => ({
          request: multipart([
            ['description', 'xyzzy'],
            ['description', 'nutella'],
          ]),
          status: 200,
        }),
      ],
      [
        'two files',
        () => ({
          request: multipart([
            ['image', image(png)],
            ['image', image(png)],
          ]),
          status: 'json4xx',
        }),
      ],
      ['an unknown file field', () => ({ request: multipart([['photo', image(png)]]), status: 400 })],
      [
        'an image sent as a text field',
        () => ({ request: multipart([['image', 'iVBORw0KGgo=']]), status: 400, error: 'description_required' }),
      ],
      [
        'an upload over 5 MB',
        () => ({ request: multipart([['image', image(Buffer.alloc(5 * MB + 1, 7))]]), status: 413 }),
      ],
      [
        'an upload over 5 MB with valid PNG magic',
        () => ({ request: multipart([['image', image(Buffer.concat([png, Buffer.alloc(5 * MB)]))]]), status: 413 }),
      ],
      [
        'an empty file',
        () => ({ request: multipart([['image', image(Buffer.alloc(0))]]), status: 415, error: 'not_an_image' }),
      ],
      [
        'a text file declared as a JPEG',
        () => ({
          request: multipart([['image', image(Buffer.from('hello, not a photo'), 'image/jpeg', 'x.jpg')]]),
          status: 415,
          error: 'not_an_image',
        }),
      ],
      [
        'a PDF',
        () => ({
          request: multipart([
            ['image', image(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n'), 'application/pdf', 'x.pdf')],
          ]),
          status: 415,
          error: 'not_an_image',
        }),
      ],
      [
        'an SVG with a script',
        () => ({
          request: multipart([
            [
              'image',
              image(
                Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
                'image/svg+xml',
                'x.svg',
              ),
            ],
          ]),
          status: 415,
          error: 'not_an_image',
        }),
      ],
      [
        'a truncated PNG',
        () => ({
          request: multipart([['image', image(png.subarray(0, Math.floor(png.length / 2)))]]),
          status: 422,
          error: 'unreadable_image',
        }),
      ],
      [
        'PNG magic followed by garbage',
        () => ({
          request: multipart([['image', image(Buffer.concat([png.subarray(0, 8), Buffer.alloc(4096, 0xab)]))]]),
          status: 422,
          error: 'unreadable_image',
        }),
      ],
      [
        'JPEG magic followed by garbage',
        () => ({
          request: multipart([
            [
              'image',
              image(
                Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x5a)]),
                'image/jpeg',
                'x.jpg',
              ),
            ],
          ]),
          status: 422,
          error: 'unreadable_image',
        }),
      ],
      [
        'a 20000×20000 decompression bomb',
        () => ({ request: multipart([['image', image(bomb)]]), status: 413, error: 'image_too_large' }),
      ],
      // The description is only searched, never stored: every one of these is a legitimate, if fruitless, search.
      ...HOSTILE.map(([label, text]): [string, () => Row] => [
        `a description with ${label}`,
        () => ({ request: describeAs(text), status: 200 }),
      ]),
    ];
    it.each(rows)('%s', async (_label, row) => {
      const r = row();
      expectClearAnswer(await send(r.request), r);
    });

    it('refuses the decompression bomb quickly and without allocating its pixels', async () => {
      const before = process.memoryUsage().rss;
      const start = performance.now();
      const response = await send(multipart([['image', image(bomb)]]));
      const elapsed = performance.now() - start;
      expect(bomb.length).toBeLessThan(200_000);
      expect(response.statusCode).toBe(413);
      expect(elapsed).toBeLessThan(2_000);
      // Decoded, the bomb is 400 MB even as greyscale; refusing it must not come close.
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    });

    it('never echoes a description as HTML', async () => {
      const response = await send(describeAs('<script>alert(1)</script>'));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    });
  });

  describe('GET /api/products/search', () => {
    const q = (text: string) => `/api/products/search?q=${encodeURIComponent(text)}`;
    const rows: [string, () => Row][] = [
      // encodeURIComponent cannot encode a lone surrogate; its raw UTF-8 has its own row.
      ...HOSTILE.filter(([label]) => label !== 'a lone surrogate').map(
        ([label, text, storable]): [string, () => Row] => [
          label,
          () => ({ request: { method: 'GET', url: q(text) }, ...(storable ? { status: 200 } : INVALID_CHARACTERS) }),
        ],
      ),
      [
        'a lone surrogate, raw UTF-8',
        () => ({ request: { method: 'GET', url: '/api/products/search?q=nut%ED%A0%80ella' }, status: 200 }),
      ],
      // The query parser keeps undecodable escapes as they are: a search for odd text.
      [
        'broken percent-encoding',
        () => ({ request: { method: 'GET', url: '/api/products/search?q=%E0%A4%A&x=%zz' }, status: 200 }),
      ],
      ['an empty query', () => ({ request: { method: 'GET', url: '/api/products/search?q=' }, status: 200 })],
      ['no query', () => ({ request: { method: 'GET', url: '/api/products/search' }, status: 200 })],
      [
        '10000 characters',
        () => ({ request: { method: 'GET', url: q('a'.repeat(10_000)) }, status: 400, error: 'invalid_request' }),
      ],
      [
        'a repeated parameter (array)',
        () => ({
          request: { method: 'GET', url: '/api/products/search?q=a&q=b' },
          status: 400,
          error: 'invalid_request',
        }),
      ],
      ['bracket notation', () => ({ request: { method: 'GET', url: '/api/products/search?q[$ne]=1' }, status: 200 })],
      [
        'a POST',
        () => ({
          request: { method: 'POST', url: '/api/products/search', payload: { q: 'nut' } },
          status: 404,
          error: 'not_found',
        }),
      ],
    ];
    it.each(rows)('%s', async (_label, row) => {
      const r = row();
      expectClearAnswer(await send(r.request), r);
    });

    it('finds nothing for SQL, but the catalog is untouched', async () => {
      const response = await send({ method: 'GET', url: q("'; DELETE FROM products; --") });
      expect(response.json()).toEqual({ suggestions: [] });
      const health = await send({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ products: 8 });
    });
  });

  describe('GET /api/products/{id}', () => {
    const rows: [string, () => Row][] = [
      [
        'a 10000-character id',
        () => ({
          request: { method: 'GET', url: `/api/products/${'a'.repeat(10_000)}` },
          status: 414,
          error: 'uri_too_long',
        }),
      ],
      [
        'an encoded ../../etc/passwd',
        () => ({
          request: { method: 'GET', url: `/api/products/${encodeURIComponent('../../etc/passwd')}` },
          status: 404,
          error: 'not_found',
        }),
      ],
      [
        'a raw ../../etc/passwd',
        () => ({ request: { method: 'GET', url: '/api/products/../../etc/passwd' }, status: 404, error: 'not_found' }),
      ],
      [
        'a null byte',
        () => ({ request: { method: 'GET', url: '/api/products/nutella%00400g' }, ...INVALID_CHARACTERS }),
      ],
      [
        'an SQL id',
        () => ({
          request: { method: 'GET', url: `/api/products/${encodeURIComponent("x' OR '1'='1")}` },
          status: 404,
          error: 'not_found',
        }),
      ],
      [
        'an emoji id',
        () => ({
          request: { method: 'GET', url: `/api/products/${encodeURIComponent('🍫\u202e\u200b')}` },
          status: 404,
          error: 'not_found',
        }),
      ],
      [
        'an HTML id',
        () => ({
          request: { method: 'GET', url: `/api/products/${encodeURIComponent('<script>alert(1)</script>')}` },
          status: 404,
          error: 'not_found',
        }),
      ],
      [
        'broken percent-encoding',
        () => ({ request: { method: 'GET', url: '/api/products/%E0%A4%A' }, status: 400, error: 'bad_url' }),
      ],
      [
        'a PUT',
        () => ({
          request: { method: 'PUT', url: '/api/products/nutella-400g', payload: {} },
          status: 404,
          error: 'not_found',
        }),
      ],
      [
        'a DELETE',
        () => ({ request: { method: 'DELETE', url: '/api/products/nutella-400g' }, status: 404, error: 'not_found' }),
      ],
      ['a valid id', () => ({ request: { method: 'GET', url: '/api/products/nutella-400g' }, status: 200 })],
    ];
    it.each(rows)('%s', async (_label, row) => {
      const r = row();
      expectClearAnswer(await send(r.request), r);
    });

    it('escapes nothing into HTML: a 404 for a script id is JSON', async () => {
      const response = await send({ method: 'GET', url: `/api/products/${encodeURIComponent('<b>x</b>')}` });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'not_found', message: 'No product with id "<b>x</b>"' });
    });
  });

  describe('GET /api/products/product-image', () => {
    const img = (query: string) => ({ method: 'GET' as const, url: `/api/products/product-image?${query}` });
    // 404 is this endpoint's answer for "no image"; 503 is only for an outage.
    const rows: [string, () => Row][] = [
      ['no name', () => ({ request: img(''), status: 400, error: 'invalid_request' })],
      ['an empty name', () => ({ request: img('name='), status: 400, error: 'invalid_request' })],
      [
        'a 10000-character name',
        () => ({ request: img(`name=${'a'.repeat(10_000)}`), status: 400, error: 'invalid_request' }),
      ],
      ['a repeated name (array)', () => ({ request: img('name=a&name=b'), status: 400, error: 'invalid_request' })],
      ['broken percent-encoding', () => ({ request: img('name=%E0%A4%A'), status: 404 })],
      [
        'a URL as the name (no server-side fetch)',
        () => ({ request: img(`name=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`), status: 404 }),
      ],
      ...HOSTILE.filter(([label]) => label !== 'a lone surrogate' && label !== '5000 characters').map(
        ([label, text, storable]): [string, () => Row] => [
          `a name with ${label}`,
          () => ({
            request: img(
              `name=${encodeURIComponent(text)}&brand=${encodeURIComponent(text)}&category=${encodeURIComponent(text)}`,
            ),
            ...(storable ? { status: 404, error: 'not_found' } : INVALID_CHARACTERS),
          }),
        ],
      ),
    ];
    it.each(rows)('%s', async (_label, row) => {
      const r = row();
      expectClearAnswer(await send(r.request), r);
    });
  });

  describe('POST /api/products/evaluate/{id}', () => {
    const url = '/api/products/evaluate/nutella-400g';
    const json = (payload: string, contentType = 'application/json'): InjectOptions => ({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload,
    });
    const rows: [string, () => Row][] = [
      ['malformed JSON', () => ({ request: json('{"preferences": '), status: 400, error: 'invalid_json' })],
      ['an empty JSON body', () => ({ request: json(''), status: 400, error: 'invalid_json' })],
      ['a JSON body with a __proto__ key', () => ({ request: json('{"__proto__": {"admin": true}}'), status: 400 })],
      [
        'deeply nested JSON',
        () => ({ request: json(`${'['.repeat(200_000)}${']'.repeat(200_000)}`), status: 'json4xx' }),
      ],
      [
        '10,000 levels of JSON under a field the schema ignores (20 KB)',
        () => ({ request: json(`{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`), ...TOO_DEEP }),
      ],
      [
        '10,000 levels of objects inside the preferences',
        () => ({ request: json(`{"preferences":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`), ...TOO_DEEP }),
      ],
      ['a JSON array', () => ({ request: json('[]'), status: 400, error: 'invalid_request' })],
      ['JSON null', () => ({ request: json('null'), status: 400 })],
      ['a JSON string', () => ({ request: json('"preferences"'), status: 400, error: 'invalid_request' })],
      [
        'preferences as a string',
        () => ({ request: json('{"preferences": "vegan"}'), status: 400, error: 'invalid_request' }),
      ],
      [
        'an unknown allergen',
        () => ({
          request: json('{"preferences": {"health": {"allergens": ["gluten-ish"]}}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'a sensitivity of 99',
        () => ({
          request: json('{"preferences": {"health": {"sensitivities": {"chemicals": 99}}}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'a sensitivity as a string',
        () => ({
          request: json('{"preferences": {"health": {"sensitivities": {"chemicals": "5"}}}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'allergens as an object',
        () => ({
          request: json('{"preferences": {"health": {"allergens": {"0": "peanuts"}}}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        '1000 avoided ingredients',
        () => ({
          request: json(
            JSON.stringify({
              preferences: { health: { avoid_ingredients: Array.from({ length: 1000 }, (_, i) => `x${i}`) } },
            }),
          ),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'a body over the 1 MB limit',
        () => ({
          request: json(JSON.stringify({ preferences: { ethical: { additional_concerns: 'x'.repeat(MB + 10) } } })),
          status: 413,
          error: 'payload_too_large',
        }),
      ],
      [
        'a urlencoded form',
        () => ({
          request: json('preferences=1', 'application/x-www-form-urlencoded'),
          status: 415,
          error: 'unsupported_media_type',
        }),
      ],
      ['multipart', () => ({ request: { ...describeAs('x'), url }, status: 'json4xx' })],
      [
        'JSON as text/plain',
        () => ({ request: json('{"preferences": {}}', 'text/plain'), status: 400, error: 'invalid_request' }),
      ],
      // The bytes are ASCII, so the JSON parser reads them whatever the declared charset.
      ['a declared UTF-16 charset', () => ({ request: json('{}', 'application/json; charset=utf-16'), status: 200 })],
      [
        'unknown keys (ignored)',
        () => ({ request: json('{"preferences": {"isAdmin": true}, "uid": "someone-else"}'), status: 200 }),
      ],
      ['no body', () => ({ request: { method: 'POST', url }, status: 200 })],
      ['an empty object', () => ({ request: json('{}'), status: 200 })],
      ...HOSTILE.map(([label, text, storable]): [string, () => Row] => [
        `an avoided ingredient with ${label}`,
        () => ({
          request: json(
            JSON.stringify({
              preferences: {
                health: { avoid_ingredients: [text.slice(0, 100)] },
                ethical: { additional_concerns: text.slice(0, 2000) },
              },
            }),
          ),
          ...(storable ? { status: 200 } : INVALID_CHARACTERS),
        }),
      ]),
      [
        'a 10000-character id',
        () => ({
          request: { method: 'POST', url: `/api/products/evaluate/${'a'.repeat(10_000)}`, payload: {} },
          status: 414,
          error: 'uri_too_long',
        }),
      ],
      [
        'a ../../etc/passwd id',
        () => ({
          request: {
            method: 'POST',
            url: `/api/products/evaluate/${encodeURIComponent('../../etc/passwd')}`,
            payload: {},
          },
          status: 404,
          error: 'not_found',
        }),
      ],
      [
        'a null-byte id',
        () => ({
          request: { method: 'POST', url: '/api/products/evaluate/nutella%00', payload: {} },
          ...INVALID_CHARACTERS,
        }),
      ],
      [
        'an SQL id',
        () => ({
          request: {
            method: 'POST',
            url: `/api/products/evaluate/${encodeURIComponent("'; DROP TABLE products; --")}`,
            payload: {},
          },
          status: 404,
          error: 'not_found',
        }),
      ],
      ['a GET', () => ({ request: { method: 'GET', url }, status: 404, error: 'not_found' })],
    ];
    it.each(rows)('%s', async (_label, row) => {
      const r = row();
      expectClearAnswer(await send(r.request), r);
    });
  });

  describe('GET/POST /api/preferences', () => {
    const post = (payload: string, headers: Record<string, string> = AUTH): InjectOptions => ({
      method: 'POST',
      url: '/api/preferences',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
    const rows: [string, () => Row][] = [
      [
        'GET without a token',
        () => ({ request: { method: 'GET', url: '/api/preferences' }, status: 401, error: 'unauthorized' }),
      ],
      [
        'GET with a garbage token',
        () => ({
          request: { method: 'GET', url: '/api/preferences', headers: { authorization: 'Bearer \u0000<script>' } },
          status: 401,
          error: 'unauthorized',
        }),
      ],
      [
        'GET with a 10000-character token',
        () => ({
          request: {
            method: 'GET',
            url: '/api/preferences',
            headers: { authorization: `Bearer ${'a'.repeat(10_000)}` },
          },
          status: 401,
          error: 'unauthorized',
        }),
      ],
      [
        'GET with Basic auth',
        () => ({
          request: { method: 'GET', url: '/api/preferences', headers: { authorization: 'Basic dXNlcjpwYXNz' } },
          status: 401,
          error: 'unauthorized',
        }),
      ],
      ['GET with a token', () => ({ request: { method: 'GET', url: '/api/preferences', headers: AUTH }, status: 200 })],
      ['POST without a token', () => ({ request: post('{}', {}), status: 401, error: 'unauthorized' })],
      ['POST malformed JSON', () => ({ request: post('{"health": {'), status: 400, error: 'invalid_json' })],
      ['POST an empty body', () => ({ request: post(''), status: 400, error: 'invalid_json' })],
      [
        'POST 10,000 levels of JSON (20 KB)',
        () => ({ request: post(`{"health":${'['.repeat(10_000)}${']'.repeat(10_000)}}`), ...TOO_DEEP }),
      ],
      ['POST a JSON array', () => ({ request: post('[]'), status: 400, error: 'invalid_request' })],
      ['POST JSON null', () => ({ request: post('null'), status: 400 })],
      [
        'POST health as a string',
        () => ({ request: post('{"health": "fine"}'), status: 400, error: 'invalid_request' }),
      ],
      [
        'POST an unknown diet',
        () => ({
          request: post('{"health": {"dietary_restrictions": ["carnivore"]}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'POST an unknown animal-testing stance',
        () => ({
          request: post('{"ethical": {"animal_testing": "yes please"}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'POST a negative sensitivity',
        () => ({
          request: post('{"health": {"sensitivities": {"preservatives": -1}}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'POST a fractional sensitivity',
        () => ({
          request: post('{"health": {"sensitivities": {"preservatives": 2.5}}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'POST a number where a list belongs',
        () => ({
          request: post('{"environment": {"ingredients_to_avoid": 42}}'),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'POST a 10000-character ingredient',
        () => ({
          request: post(JSON.stringify({ health: { avoid_ingredients: ['x'.repeat(10_000)] } })),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'POST 51 ingredients',
        () => ({
          request: post(
            JSON.stringify({ health: { avoid_ingredients: Array.from({ length: 51 }, (_, i) => `i${i}`) } }),
          ),
          status: 400,
          error: 'invalid_request',
        }),
      ],
      [
        'POST a body over the 1 MB limit',
        () => ({
          request: post(JSON.stringify({ ethical: { additional_concerns: 'x'.repeat(MB + 10) } })),
          status: 413,
          error: 'payload_too_large',
        }),
      ],
      [
        'POST a urlencoded form',
        () => ({
          request: post('health=1', { ...AUTH, 'content-type': 'application/x-www-form-urlencoded' }),
          status: 415,
          error: 'unsupported_media_type',
        }),
      ],
      ['POST a __proto__ key', () => ({ request: post('{"__proto__": {"polluted": true}}'), status: 400 })],
      [
        'POST a constructor.prototype key',
        () => ({ request: post('{"constructor": {"prototype": {"polluted": true}}}'), status: 400 }),
      ],
      ...HOSTILE.map(([label, text, storable]): [string, () => Row] => [
        `POST text with ${label}`,
        () => ({
          request: post(
            JSON.stringify({
              health: { avoid_ingredients: [text.slice(0, 100)] },
              environment: { ingredients_to_avoid: [text.slice(0, 100)] },
              ethical: { additional_concerns: text.slice(0, 2000) },
            }),
          ),
          ...(storable ? { status: 200 } : INVALID_CHARACTERS),
        }),
      ]),
      ['PUT', () => ({ request: { ...post('{}'), method: 'PUT' }, status: 404, error: 'not_found' })],
      [
        'DELETE',
        () => ({
          request: { method: 'DELETE', url: '/api/preferences', headers: AUTH },
          status: 404,
          error: 'not_found',
        }),
      ],
    ];
    it.each(rows)('%s', async (_label, row) => {
      const r = row();
      expectClearAnswer(await send(r.request), r);
    });

    it('stores hostile text as text and gives it back verbatim', async () => {
      const concerns = "<script>alert(1)</script>\u202e🍫 '; DROP TABLE preferences; --";
      const saved = await send(
        post(JSON.stringify({ ethical: { additional_concerns: concerns } }), { authorization: 'Bearer user:verbatim' }),
      );
      expect(saved.statusCode).toBe(200);
      const read = await send({
        method: 'GET',
        url: '/api/preferences',
        headers: { authorization: 'Bearer user:verbatim' },
      });
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      expect(read.json().ethical.additional_concerns).toBe(concerns);
    });
  });

  describe('GET /api/health and /api/docs', () => {
    const rows: [string, () => Row][] = [
      ['GET /api/health', () => ({ request: { method: 'GET', url: '/api/health' }, status: 200 })],
      [
        'GET /api/health with junk in the query',
        () => ({ request: { method: 'GET', url: '/api/health?y[]=1&z=%3Cscript%3E' }, status: 200 }),
      ],
      [
        'GET /api/health with a NUL in the query',
        () => ({ request: { method: 'GET', url: '/api/health?x=%00' }, ...INVALID_CHARACTERS }),
      ],
      [
        'POST /api/health',
        () => ({ request: { method: 'POST', url: '/api/health', payload: '{' }, status: 'json4xx' }),
      ],
      [
        'DELETE /api/health',
        () => ({ request: { method: 'DELETE', url: '/api/health' }, status: 404, error: 'not_found' }),
      ],
      ['GET /api/docs/json', () => ({ request: { method: 'GET', url: '/api/docs/json' }, status: 200 })],
      [
        'POST /api/docs/json',
        () => ({ request: { method: 'POST', url: '/api/docs/json', payload: {} }, status: 404, error: 'not_found' }),
      ],
      [
        'GET /api/docs/static traversal',
        () => ({
          request: { method: 'GET', url: '/api/docs/static/..%2f..%2f..%2f..%2fpackage.json' },
          status: 'json4xx',
        }),
      ],
      [
        'GET /api/docs/static/<null byte>',
        () => ({ request: { method: 'GET', url: '/api/docs/static/index.html%00.js' }, status: 'json4xx' }),
      ],
      [
        'an unknown API path',
        () => ({ request: { method: 'GET', url: '/api/../../etc/passwd' }, status: 404, error: 'not_found' }),
      ],
      [
        'an unknown method',
        () => ({ request: { method: 'PATCH', url: '/api/preferences', payload: {} }, status: 404, error: 'not_found' }),
      ],
    ];
    it.each(rows)('%s', async (_label, row) => {
      const r = row();
      expectClearAnswer(await send(r.request), r);
    });

    it('serves the docs UI', async () => {
      const response = await send({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBeLessThan(400);
    });
  });

  it('is still healthy after all of the above', async () => {
    const response = await send({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', store: 'pglite', products: 8 });
  });
});
