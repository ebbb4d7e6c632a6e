/**
 * Open Food Facts' write API (product WRITE API v2: `POST /cgi/product_jqm2.pl` for fields,
 * `POST /cgi/product_image_upload.pl` for photos), as its own apps use it: multipart forms carrying the account's
 * `user_id` and `password`, answered with JSON (`{status: 1, status_verbose: "fields saved"}`; an image:
 * `{status: "status ok", imgid, image: {…}}` or `{status: "status not ok", error}`). Bad credentials are answered
 * with an HTML error page and HTTP 403. One request per call, never retried here: the upload queue decides when to
 * try again, from its durable record.
 */
import type { LabelNutrition, MyProductPanel, ShopperFacts } from '@clearcart/contracts';
import { HttpClient, ProviderError, type HttpOptions } from './http.ts';

/** Where uploads go and the account they are made with (config: OPENFOODFACTS_WRITE_*). */
export interface WriteAccount {
  url: string;
  user: string;
  password: string;
}

/** Open Food Facts said no. `final`: it would say no again (an invalid barcode, an unreadable photo). */
export class WriteRefused extends Error {
  override readonly name = 'WriteRefused';
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

/** Our wire names → Open Food Facts' nutrient ids and units (its `nutriment_<id>` and `nutriment_<id>_unit`). */
const NUTRIENTS: readonly [keyof Omit<LabelNutrition, 'basis'>, string, string][] = [
  ['energy_kj', 'energy-kj', 'kJ'],
  ['energy_kcal', 'energy-kcal', 'kcal'],
  ['fat', 'fat', 'g'],
  ['saturated_fat', 'saturated-fat', 'g'],
  ['carbohydrates', 'carbohydrates', 'g'],
  ['sugars', 'sugars', 'g'],
  ['fiber', 'fiber', 'g'],
  ['proteins', 'proteins', 'g'],
  ['salt', 'salt', 'g'],
];

/** What Open Food Facts keeps of each edit: who made it and how, beside the account's name. */
const COMMENT = 'Read from the package photos by a ClearCart shopper, who checked the text and figures';

/** A product of Open Food Facts with the facts and photos a shopper sends. `language`: the pack's, when known. */
export interface Upload {
  gtin: string;
  facts: ShopperFacts;
  language: string | undefined;
}

/**
 * The product's fields as Open Food Facts' form takes them. Brands and categories are added to what the product may
 * already have (`add_…`), never replacing another contributor's; the ingredient list goes under its language, and is
 * left out when no language is known (a list filed under the wrong language would be parsed by the wrong rules).
 */
export function productFields({ gtin, facts, language }: Upload): [string, string][] {
  const fields: [string, string][] = [['code', gtin]];
  if (language) fields.push(['lc', language], ['lang', language]);
  fields.push([language ? `product_name_${language}` : 'product_name', facts.name.trim()]);
  if (facts.brand) fields.push(['add_brands', facts.brand.trim()]);
  const category = facts.category?.trim() ?? (facts.kind === 'beverage' ? 'en:beverages' : undefined);
  // A tag ("en:hazelnut-spreads") is taken as it is; words are read in the language sent (`lc`).
  if (category) fields.push(['add_categories', category]);
  if (facts.ingredients_text && language) fields.push([`ingredients_text_${language}`, facts.ingredients_text.trim()]);
  if (facts.nutrition) {
    // Open Food Facts' "100g" is per 100 g or per 100 ml, as the product is sold.
    fields.push(['nutrition_data_per', '100g']);
    for (const [wire, id, unit] of NUTRIENTS) {
      const value = facts.nutrition[wire];
      if (value === undefined) continue;
      fields.push([`nutriment_${id}`, String(value)], [`nutriment_${id}_unit`, unit]);
    }
  }
  fields.push(['comment', COMMENT]);
  return fields;
}

/** The image field a panel's photo goes to: `ingredients_fr`, or the bare panel (the product's language) if unknown. */
export const imageField = (panel: MyProductPanel, language: string | undefined): string =>
  language ? `${panel}_${language}` : panel;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Open Food Facts' write API for one account. */
export class OpenFoodFactsWriter {
  readonly http: HttpClient;
  private readonly base: string;

  constructor(
    readonly account: WriteAccount,
    http: Partial<HttpOptions> = {},
  ) {
    this.base = account.url.replace(/\/+$/, '');
    // A photo of a few hundred kilobytes on a phone-grade uplink of a busy server: more time than a read gets.
    this.http = new HttpClient('Open Food Facts (uploads)', {
      timeoutMs: 60_000,
      retries: 0,
      maxBytes: 256 * 1024,
      ...http,
    });
  }

  /** The product's page, once Open Food Facts has it. */
  productUrl(gtin: string): string {
    return `${this.base}/product/${gtin}`;
  }

  /** Saves the product's fields. Throws WriteRefused when Open Food Facts says no, ProviderError when unreachable. */
  async saveProduct(upload: Upload, signal?: AbortSignal): Promise<void> {
    const form = this.form(productFields(upload));
    const { body } = await this.post('/cgi/product_jqm2.pl', form, signal);
    if (!isObject(body)) throw new WriteRefused('Open Food Facts answered in an unknown shape', false);
    // "not modified": it has exactly these fields already.
    if (body.status === 1 || body.status_verbose === 'not modified') return;
    const said = typeof body.status_verbose === 'string' ? body.status_verbose : 'no reason given';
    throw new WriteRefused(`Open Food Facts did not save the product: ${said}`, /invalid code|edit rules/i.test(said));
  }

  /** Uploads one panel's photo, which Open Food Facts then selects for that panel. */
  async uploadImage(
    gtin: string,
    panel: MyProductPanel,
    language: string | undefined,
    image: Uint8Array,
    signal?: AbortSignal,
  ): Promise<void> {
    const field = imageField(panel, language);
    const form = this.form([
      ['code', gtin],
      ['imagefield', field],
    ]);
    form.append(`imgupload_${field}`, new Blob([image], { type: 'image/jpeg' }), `${field}.jpg`);
    const { body } = await this.post('/cgi/product_image_upload.pl', form, signal);
    if (!isObject(body)) throw new WriteRefused('Open Food Facts answered in an unknown shape', false);
    if (body.status === 'status ok') return;
    const error = typeof body.error === 'string' ? body.error : 'no reason given';
    // The photo is there already (a try whose answer was lost): what this step wanted is done.
    if (/already been sent/i.test(error)) return;
    throw new WriteRefused(
      `Open Food Facts did not take the ${panel} photo: ${error}`,
      /too small|could not read|invalid product code/i.test(error),
    );
  }

  private form(fields: [string, string][]): FormData {
    const form = new FormData();
    form.append('user_id', this.account.user);
    form.append('password', this.account.password);
    for (const [name, value] of fields) form.append(name, value);
    return form;
  }

  private async post(path: string, form: FormData, signal?: AbortSignal) {
    try {
      return await this.http.json(`${this.base}${path}`, {
        method: 'POST',
        form,
        credentials: true,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof ProviderError && error.status === 403) {
        throw new WriteRefused(
          'Open Food Facts refused the account (check OPENFOODFACTS_WRITE_USER / _PASSWORD)',
          false,
        );
      }
      throw error;
    }
  }
}
