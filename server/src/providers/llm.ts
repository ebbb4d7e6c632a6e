import { createHash } from 'node:crypto';
import { productKind, type ProductFacts, type Source } from '@clearcart/contracts';
import { z } from 'zod';
import { InFlight, type ProviderCache } from './cache.ts';
import { HttpClient, ProviderError, type HttpOptions } from './http.ts';
import { cleanField } from './text.ts';
import { DRAFTED_SOURCE_PREFIX, slug } from '@clearcart/engine';

/**
 * The source every LLM-derived statement carries. Its title starts with "LLM:" — the marker the engine and the web
 * app can test (`title.startsWith('LLM:')`) to show the statement as unverified, lower reliability.
 */
export const LLM_MARKER = DRAFTED_SOURCE_PREFIX;
export const LLM_SOURCE: Source = { title: `${LLM_MARKER} Drafted by a language model (unverified)` };

/** Whether facts or a statement come from a language model. */
export const isLlmSource = (source: Source): boolean => source.title.startsWith(LLM_MARKER);

const TTL = 30 * 24 * 60 * 60 * 1000;

// Strict structured output: every property required, "absent" spelled null.
export const identifyAnswer = z
  .object({
    identified: z.boolean().describe('true only if the description names one specific retail product'),
    name: z.string().min(1).max(200).nullable().describe('product name as printed on the pack, without the brand'),
    brand: z.string().min(1).max(100).nullable(),
    category: z.string().min(1).max(100).nullable().describe('short human category, e.g. "Hazelnut spread"'),
    kind: productKind.nullable(),
    ingredients: z.string().max(3000).nullable().describe('ingredient list if commonly published, else null'),
  })
  .strict();
export type IdentifyAnswer = z.infer<typeof identifyAnswer>;

export const companyAnswer = z
  .object({
    known: z.boolean().describe('true only if you are sure which company owns the brand'),
    company: z.string().min(2).max(120).nullable().describe('the company that owns the brand; null if unsure'),
    about: z
      .string()
      .min(20)
      .max(800)
      .nullable()
      .describe('two neutral sentences on what that company does; null if unsure'),
  })
  .strict();
export type CompanyResearch = { company: string; about: string | null };

export const storyAnswer = z
  .object({
    story: z
      .string()
      .min(20)
      .max(1200)
      .nullable()
      .describe('two or three neutral sentences about what the product is; null if unsure'),
  })
  .strict();

const chatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable(), refusal: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** A product a language model named from a description: unverified, never merged over catalog facts. */
export interface DraftedProduct {
  name: string;
  brand: string;
  category: string;
  kind: ProductFacts['kind'];
  ingredients?: string;
}

const IDENTIFY_PROMPT = [
  'You identify retail grocery, cosmetic and household products from what a shopper typed or what was read on a label.',
  'Answer with identified=false unless the text clearly names one specific product you know.',
  'Never guess ingredients: give them only if the product is well known and its ingredient list is commonly published.',
  'Do not add citations, links or remarks.',
].join(' ');

const PHOTO_PROMPT = [
  'You identify retail grocery, cosmetic and household products from a photo a shopper took of the pack.',
  'Answer with identified=false unless the photo clearly shows one specific product you know (brand and product name legible or unmistakable).',
  'Never guess ingredients: give them only if the product is well known and its ingredient list is commonly published.',
  'Do not add citations, links or remarks.',
].join(' ');

const COMPANY_PROMPT = [
  'You research the company behind a consumer brand for a shopping app.',
  'Answer with known=false unless you are sure which company owns the brand today.',
  'Describe what the company does in two neutral sentences; no praise, no criticism, no citations, links or remarks.',
].join(' ');

const STORY_PROMPT = [
  'You write a short neutral description (two or three sentences) of a retail product for a shopping app,',
  'using only the facts given and widely known public information about the brand.',
  'No health or environmental claims, no figures, no citations, no marketing language. If unsure, answer story=null.',
].join(' ');

/** An OpenAI-compatible chat-completions endpoint, asked for JSON matching our zod schemas. */
/** A user message: text, or parts of text and an image (the chat-completions vision format). */
type ChatContent = string | Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } }>;

export class LlmProvider {
  readonly http: HttpClient;
  private readonly url: string;
  private readonly inFlight = new InFlight();

  constructor(
    private readonly settings: { baseUrl: string; apiKey: string | undefined; model: string },
    private readonly cache: ProviderCache,
    http: Partial<HttpOptions> = {},
  ) {
    this.url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    // POST is not retried (not idempotent, and slow); the breaker still protects us from a dead endpoint.
    this.http = new HttpClient('LLM', {
      timeoutMs: 12_000,
      breaker: { failures: 3, coolDownMs: 60_000 },
      ...http,
      retries: 0,
    });
  }

  /** The product a description names, or null when the model does not know it. Throws ProviderError. */
  async identify(description: string, signal?: AbortSignal): Promise<DraftedProduct | null> {
    const text = description.replace(/\s+/g, ' ').trim().slice(0, 1000);
    const key = this.key('identify', text.toLowerCase());
    const cached = await this.cache.get<DraftedProduct>(key, TTL);
    if (cached !== undefined) return cached;
    return this.inFlight.run(key, async () => {
      const answer = await this.ask(identifyAnswer, 'product_identification', IDENTIFY_PROMPT, text, signal);
      const drafted = draftFrom(answer);
      await this.cache.set(key, drafted);
      return drafted;
    });
  }

  /** The product a photo (a JPEG) shows, or null when the model cannot tell. Throws ProviderError. */
  async identifyPhoto(jpeg: Uint8Array, signal?: AbortSignal): Promise<DraftedProduct | null> {
    const key = this.key('photo', createHash('sha256').update(jpeg).digest('base64url'));
    const cached = await this.cache.get<DraftedProduct>(key, TTL);
    if (cached !== undefined) return cached;
    return this.inFlight.run(key, async () => {
      const content: ChatContent = [
        { type: 'text', text: 'Which product is this?' },
        { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}` } },
      ];
      const answer = await this.ask(identifyAnswer, 'product_identification', PHOTO_PROMPT, content, signal);
      const drafted = draftFrom(answer);
      await this.cache.set(key, drafted);
      return drafted;
    });
  }

  /** Who owns a brand the knowledge base lacks, and what that company does; null when the model is not sure. */
  async company(brand: string, signal?: AbortSignal): Promise<CompanyResearch | null> {
    const key = this.key('company', brand.trim().toLowerCase());
    const cached = await this.cache.get<CompanyResearch>(key, TTL);
    if (cached !== undefined) return cached;
    return this.inFlight.run(key, async () => {
      const answer = await this.ask(
        companyAnswer,
        'company_research',
        COMPANY_PROMPT,
        `Brand: ${brand.slice(0, 200)}`,
        signal,
      );
      const company = answer.known && answer.company ? cleanField(answer.company) : '';
      const about = answer.about ? cleanField(answer.about) : '';
      const research = company ? { company, about: about.length >= 20 ? about : null } : null;
      await this.cache.set(key, research);
      return research;
    });
  }

  /** Cached story only (no request): `undefined` when not asked yet. */
  async cachedStory(facts: ProductFacts): Promise<string | null | undefined> {
    return this.cache.get<string>(this.storyKey(facts), TTL);
  }

  /** A short narrative about the product, or null when the model declines. Throws ProviderError. */
  async story(facts: ProductFacts, signal?: AbortSignal): Promise<string | null> {
    const key = this.storyKey(facts);
    const cached = await this.cache.get<string>(key, TTL);
    if (cached !== undefined) return cached;
    return this.inFlight.run(key, async () => {
      const given = {
        name: facts.name,
        brand: facts.brand,
        category: facts.category,
        ...(facts.quantity ? { quantity: facts.quantity } : {}),
        ...(facts.ingredientsText ? { ingredients: facts.ingredientsText.slice(0, 1500) } : {}),
      };
      const answer = await this.ask(storyAnswer, 'product_story', STORY_PROMPT, JSON.stringify(given), signal);
      const story = answer.story ? cleanField(answer.story) : null;
      const kept = story && story.length >= 20 ? story : null;
      await this.cache.set(key, kept);
      return kept;
    });
  }

  private key(kind: string, text: string): string {
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 32);
    return `llm:${kind}:${this.url}:${this.settings.model}:${hash}`;
  }

  private storyKey(facts: ProductFacts): string {
    return this.key('story', JSON.stringify([facts.id, facts.name, facts.brand, facts.category]));
  }

  /** One chat completion with a JSON-schema response format; the answer is validated, never trusted. */
  private async ask<T extends z.ZodType>(
    schema: T,
    name: string,
    system: string,
    user: ChatContent,
    signal?: AbortSignal,
  ): Promise<z.infer<T>> {
    const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema) as Record<string, unknown>;
    const { body } = await this.http.json(this.url, {
      method: 'POST',
      signal,
      headers: this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {},
      json: {
        model: this.settings.model,
        temperature: 0,
        max_tokens: 800,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchema } },
      },
    });
    const completion = chatCompletion.safeParse(body);
    if (!completion.success) throw new ProviderError('malformed', 'LLM: not a chat completion');
    const choice = completion.data.choices[0]!;
    if (choice.finish_reason === 'length') throw new ProviderError('malformed', 'LLM: answer cut off');
    const content = choice.message.content;
    if (!content || choice.message.refusal) throw new ProviderError('malformed', 'LLM: no answer');
    let parsed: unknown;
    try {
      // Some compatible servers wrap JSON in a code fence despite the response format.
      parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
    } catch {
      throw new ProviderError('malformed', 'LLM: the answer is not JSON');
    }
    const valid = schema.safeParse(parsed);
    if (!valid.success) throw new ProviderError('malformed', 'LLM: the answer does not match the schema');
    return valid.data;
  }
}

function draftFrom(answer: IdentifyAnswer): DraftedProduct | null {
  if (!answer.identified || !answer.name || !answer.brand || !answer.category || !answer.kind) return null;
  const name = cleanField(answer.name);
  const brand = cleanField(answer.brand);
  const category = cleanField(answer.category);
  if (!name || !brand || !category) return null;
  const ingredients = answer.ingredients ? cleanField(answer.ingredients) : '';
  return { name, brand, category, kind: answer.kind, ...(ingredients ? { ingredients } : {}) };
}

/** A drafted product as ProductFacts: id "llm-<brand>-<name>", the LLM source only. */
export function draftedFacts(drafted: DraftedProduct): ProductFacts {
  return {
    id: `llm-${slug(`${drafted.brand} ${drafted.name}`, 70) || 'product'}`,
    name: drafted.name,
    brand: drafted.brand,
    aliases: [],
    category: drafted.category,
    categoryTags: [],
    kind: drafted.kind,
    ...(drafted.ingredients ? { ingredientsText: drafted.ingredients } : {}),
    allergens: [],
    traces: [],
    perMl: drafted.kind === 'beverage',
    labels: [],
    packaging: [],
    ingredientsAnalysis: [],
    sources: [LLM_SOURCE],
  };
}
