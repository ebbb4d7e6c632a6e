import type { AddressInfo } from 'node:net';
import { LIST_LIMITS, MAX_ALERT_PRODUCTS, MAX_PROFILE_NAME, MAX_PROFILES } from '@clearcart/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers.ts';
import { buildTestApp } from './test-app.ts';

// No request may hold the server's one thread. Every operation that takes text gets the worst
// inputs we know of for the walks it does (nested brackets, chains of "from", sentences, separators, words, repeats…)
// at the longest length it accepts, and must answer a 4xx `{error, message}` or a 200 without doing much more work
// than an ordinary request of that length, while /api/health keeps answering.
//
// No fixed wall-clock bound (a slow or busy machine would fail it): each hostile request is compared with an ordinary
// request of the same operation and length measured in the same run, and /api/health with the same (a thread held by
// a hostile request holds /api/health as long). Times are the fastest of a few tries, the least disturbed by the other
// work of a shared machine: the ordinary request's of three, a hostile one's of up to three (tried again only while it
// is over the bound). The finding this guards against was 15–40× an ordinary list (6.7 s for nested brackets). The
// bound is ten ordinary requests and a second more: a garbage collection or a busy neighbour (the suite runs files side
// by side) adds a fixed pause, not a multiple, so a fast ordinary request alone would make the bound flaky.
const SLOWER_THAN_ORDINARY = 10;
const PAUSE_ALLOWED_MS = 1000;
const TRIES = 3;

/** The longest text of each kind the API accepts. */
const MAX = { ingredients: 10_000, facts: 200, query: 5_000, item: LIST_LIMITS.text, avoid: 100, concerns: 2_000 };

/** `unit` repeated to exactly `length` characters. */
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const nested = (length: number, open = '(', close = ')') => {
  const depth = Math.floor((length - 4) / 2);
  return fill(open, depth) + 'milk' + fill(close, depth);
};

/** The worst inputs we know of for parsers of brackets, separators, sentences, words and regular expressions. */
const HOSTILE: [label: string, text: (length: number) => string][] = [
  ['nested brackets', (n) => nested(n)],
  ['nested mixed brackets', (n) => nested(n, '([{', ')]}')],
  ['only opening brackets', (n) => fill('(a', n)],
  ['only closing brackets', (n) => fill('a)', n)],
  ['a chain of "from"', (n) => fill('oil from ', n)],
  ['a chain of "aus"', (n) => fill('öl aus ', n)],
  ['decimal commas', (n) => fill('1,', n)],
  ['full stops without sentences', (n) => fill('abcd.', n)],
  ['sentences', (n) => fill('Milk. ', n)],
  ['dashes', (n) => fill('a -', n)],
  ['one item of many words', (n) => fill('ab ', n)],
  ['one long word', (n) => fill('a', n)],
  ['many items', (n) => fill('a,', n)],
  ['conjunctions', (n) => fill('sugar and ', n)],
  ['trace statements', (n) => fill('may contain milk ', n)],
  ['trace statements in brackets', (n) => fill('(may contain ', n)],
  ['shares', (n) => fill('less than 2% of ', n)],
  ['numbers', (n) => fill('no. 1 ', n)],
  ['E-numbers', (n) => fill('e - 471 ', n)],
  ['free-from claims', (n) => fill('sans gluten ', n)],
  ['colons', (n) => fill('a: ', n)],
  ['line breaks', (n) => fill('a\n', n)],
  ['quotes', (n) => fill('"', n)],
  ['regex and tsquery metacharacters', (n) => fill("*+?^$[]{}()|\\.&!:<->'%_", n)],
  ['accents', (n) => fill('é', n)],
  ['emoji', (n) => fill('🥜', n)],
];

const ORDINARY_INGREDIENTS =
  'Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (soy), ' +
  'vanillin. May contain traces of almonds. ';

let app: FastifyInstance;
let origin: string;
let client = 0;

/** A request from its own client address (TRUST_PROXY), so the per-client limits count each one apart. */
async function send(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  client++;
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`);
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: checked below for the statuses that must be.
  }
  return { status: response.status, body };
}

const json = (method: string, body: unknown, uid?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(uid ? { authorization: `Bearer user:${uid}` } : {}) },
  body: JSON.stringify(body),
});
const user = () => `bounded${client}`;

/** What /api/health took, at most, while `work` ran (asked again and again, one at a time), and what `work` took. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; healthMs: number }> {
  let done = false;
  let healthMs = 0;
  const health = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(`${origin}/api/health`);
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
      healthMs = Math.max(healthMs, performance.now() - started);
    }
  })();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  done = true;
  await health;
  return { result, ms, healthMs };
}

interface Operation {
  name: string;
  /** The longest text this operation's field accepts. */
  length: number;
  /** Sends `text` where the operation takes text. */
  send: (text: string) => Promise<{ status: number; body: unknown }>;
  /** An ordinary text of `length`. */
  ordinary: string;
}

const ingredientFacts = (text: string) => ({ kind: 'food', name: 'Spread', ingredients_text: text });
const avoiding = (text: string) => ({
  health: { avoid_ingredients: Array.from({ length: 50 }, (_, i) => `${text.slice(0, MAX.avoid - 3)}${i}`) },
  environment: { ingredients_to_avoid: Array.from({ length: 50 }, (_, i) => `${text.slice(0, MAX.avoid - 3)}${i}`) },
  ethical: { additional_concerns: fill(text, MAX.concerns) },
});
const items = (text: string) =>
  Array.from({ length: LIST_LIMITS.items }, (_, i) => ({ text: `${text.slice(0, MAX.item - 3)}${i}`, quantity: 1 }));
const household = (text: string) =>
  Array.from({ length: MAX_PROFILES }, (_, i) => ({
    name: `${text.slice(0, MAX_PROFILE_NAME - 3)}${i}`,
    preferences: avoiding(text),
  }));
const csvOf = (text: string) =>
  `text,name,quantity\r\n${Array.from({ length: LIST_LIMITS.items }, (_, i) => `"${text.slice(0, MAX.item - 3).replaceAll('"', '""')}${i}","${text.slice(0, 250).replaceAll('"', '""')}",1`).join('\r\n')}\r\n`;

const OPERATIONS: Operation[] = [
  {
    name: 'evaluate-facts: ingredient list',
    length: MAX.ingredients,
    ordinary: fill(ORDINARY_INGREDIENTS, MAX.ingredients),
    send: (text) => send('/api/products/evaluate-facts', json('POST', { facts: ingredientFacts(text) })),
  },
  {
    name: 'evaluate-facts: name, brand, category',
    length: MAX.facts,
    ordinary: fill('Hazelnut spread with cocoa ', MAX.facts),
    send: (text) =>
      send(
        '/api/products/evaluate-facts',
        json('POST', { facts: { ...ingredientFacts('sugar, hazelnuts'), name: text, brand: text, category: text } }),
      ),
  },
  {
    name: 'evaluate-facts: preferences',
    length: MAX.avoid,
    ordinary: fill('hazelnut oil ', MAX.avoid),
    send: (text) =>
      send(
        '/api/products/evaluate-facts',
        json('POST', {
          facts: ingredientFacts(fill(ORDINARY_INGREDIENTS, MAX.ingredients)),
          preferences: avoiding(text),
        }),
      ),
  },
  {
    name: 'evaluate-facts/alternatives: ingredient list',
    length: MAX.ingredients,
    ordinary: fill(ORDINARY_INGREDIENTS, MAX.ingredients),
    send: (text) => send('/api/products/evaluate-facts/alternatives', json('POST', { facts: ingredientFacts(text) })),
  },
  {
    name: 'search',
    length: MAX.query,
    ordinary: fill('nutella hazelnut spread ', MAX.query),
    send: (text) => send(`/api/products/search?q=${encodeURIComponent(text)}`),
  },
  {
    name: 'identify: description',
    length: MAX.query,
    ordinary: fill('nutella hazelnut spread ', MAX.query),
    send: (text) => {
      const { payload, headers } = multipartBody([['description', text]]);
      return send('/api/products/identify', { method: 'POST', headers, body: payload });
    },
  },
  {
    name: 'lists: a new list of 200 items',
    length: MAX.item,
    ordinary: fill('sourdough bread ', MAX.item),
    send: (text) =>
      send('/api/lists', json('POST', { name: text.slice(0, LIST_LIMITS.name), items: items(text) }, user())),
  },
  {
    name: 'lists: import a CSV file',
    length: MAX.item,
    ordinary: fill('sourdough bread ', MAX.item),
    send: (text) =>
      send(`/api/lists/import?name=${encodeURIComponent(text.slice(0, 200))}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: `Bearer user:${user()}` },
        body: csvOf(text),
      }),
  },
  {
    name: 'lists: the report of a list kept on a device, with its household',
    length: MAX.item,
    ordinary: fill('sourdough bread ', MAX.item),
    send: (text) => send('/api/lists/report', json('POST', { items: items(text), profiles: household(text) })),
  },
  {
    name: 'household alerts',
    length: MAX.avoid,
    ordinary: fill('hazelnut oil ', MAX.avoid),
    send: (text) =>
      send(
        '/api/profiles/alerts',
        json('POST', {
          product_ids: Array.from({ length: MAX_ALERT_PRODUCTS }, (_, i) =>
            i % 2 ? 'nutella-400g' : 'coca-cola-330ml',
          ),
          profiles: household(text),
        }),
      ),
  },
  {
    name: 'preferences',
    length: MAX.avoid,
    ordinary: fill('hazelnut oil ', MAX.avoid),
    send: (text) => send('/api/preferences', json('POST', avoiding(text), user())),
  },
  {
    name: 'household: a new person',
    length: MAX.avoid,
    ordinary: fill('hazelnut oil ', MAX.avoid),
    send: (text) =>
      send(
        '/api/profiles',
        json('POST', { name: text.slice(0, MAX_PROFILE_NAME), preferences: avoiding(text) }, user()),
      ),
  },
  {
    name: 'my products: keep a product read from its package',
    length: MAX.ingredients,
    ordinary: fill(ORDINARY_INGREDIENTS, MAX.ingredients),
    send: (text) => send('/api/my-products', json('POST', { facts: ingredientFacts(text) }, user())),
  },
];

/** The slowest hostile request of each operation, for the closing note. */
const worst: { operation: string; input: string; ordinaryMs: number; ms: number; healthMs: number }[] = [];

beforeAll(async () => {
  ({ app } = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  console.table(worst);
  await app?.close();
});

describe('bounded input: no text makes a request do much more work than an ordinary one', () => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    // The ordinary request, warmed once (first-use loading is not the input's doing), then measured three times.
    expect((await operation.send(operation.ordinary)).status).toBeLessThan(300);
    let ordinaryMs = Infinity;
    for (let i = 0; i < TRIES; i++) {
      const { result, ms } = await timed(() => operation.send(operation.ordinary));
      expect(result.status).toBeLessThan(300);
      ordinaryMs = Math.min(ordinaryMs, ms);
    }
    const bound = SLOWER_THAN_ORDINARY * ordinaryMs + PAUSE_ALLOWED_MS;
    let slowest = { input: '', ms: 0, healthMs: 0 };
    for (const [label, make] of HOSTILE) {
      const text = make(operation.length);
      let tried = await timed(() => operation.send(text));
      for (let i = 1; i < TRIES && (tried.ms > bound || tried.healthMs > bound); i++) {
        const again = await timed(() => operation.send(text));
        if (Math.max(again.ms, again.healthMs) < Math.max(tried.ms, tried.healthMs)) tried = again;
      }
      const { result, ms, healthMs } = tried;
      const answer = `${label}: ${result.status} in ${ms.toFixed(0)} ms (health ${healthMs.toFixed(0)} ms), ordinary ${ordinaryMs.toFixed(0)} ms`;
      if (result.status >= 400) {
        expect(result.status, answer).toBeLessThan(500);
        expect(result.body, answer).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      } else expect(result.status, answer).toBeLessThan(300);
      expect(ms, answer).toBeLessThanOrEqual(bound);
      expect(healthMs, answer).toBeLessThanOrEqual(bound);
      if (ms > slowest.ms) slowest = { input: label, ms, healthMs };
    }
    worst.push({
      operation: operation.name,
      input: slowest.input,
      ordinaryMs: Math.round(ordinaryMs),
      ms: Math.round(slowest.ms),
      healthMs: Math.round(slowest.healthMs),
    });
  });
});
