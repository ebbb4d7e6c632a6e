/**
 * Test-only: what a whole report says twice about one fact, or grades without the facts. Each rule reads the report
 * as the shopper sees it (every tab, the alerts, the scores) and names the contradiction it finds.
 */
import type { ProductFacts } from '@clearcart/contracts';
import type { Evaluation } from '../evaluate.ts';
import { isCertified } from '../view/shopper-view.ts';

/** Animal allergens and the diet that excludes them. */
const EXCLUDED_BY: Record<string, 'vegan' | 'vegetarian'> = {
  dairy: 'vegan',
  eggs: 'vegan',
  fish: 'vegetarian',
  shellfish: 'vegetarian',
  molluscs: 'vegetarian',
};

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Every string the report shows, with its path (links are not shown as text). */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k === 'url' ? [] : texts(v, path ? `${path}.${k}` : k)));
  return [];
}

/** The contradictions in one report: `rule: what`, none for a report that gives each fact one answer. */
export function contradictions(facts: ProductFacts, report: Evaluation): string[] {
  const out: string[] = [];
  const { health, environmental, ethical } = report.ratings;
  const content = ethical.animal_derived_content;
  const say = (rule: string, what: string) => out.push(`${rule}: ${what}`);

  for (const [allergen, diet] of Object.entries(EXCLUDED_BY)) {
    const entry = health.allergens[allergen];
    const dietSaysNo = content?.[diet] === 'yes';
    if (!entry || !dietSaysNo) continue;
    if (entry.status === 'yes') say('diet vs allergen', `${diet} "yes" beside ${allergen} "yes"`);
    if (entry.status === 'unknown' && !entry.may_contain)
      say('diet vs allergen', `${diet} "yes" beside "cannot rule out ${allergen}"`);
    const alert = report.personal_alerts.find((a) => a.code === `allergen:${allergen}`);
    if (alert && !/^May contain/.test(alert.message)) say('diet vs alert', `${diet} "yes" beside "${alert.message}"`);
  }
  if (content?.vegan === 'yes' && content.contains_animal_ingredients === 'yes')
    say('animal content', 'vegan "yes" beside animal ingredients "yes"');
  if (content?.contains_animal_ingredients === 'no' && !facts.ingredientsText && content.evidence.length === 0)
    say('animal content', '"no animal ingredients" with no ingredient list and no other evidence');

  const welfare = ethical.animal_welfare;
  if (welfare?.status === 'none' && content?.contains_animal_ingredients === 'yes')
    say('animal welfare', '"not applicable" beside animal ingredients "yes"');
  if (welfare?.status === 'concerning' && content?.contains_animal_ingredients === 'no')
    say('animal welfare', '"concerning" beside no animal ingredients');

  // Welfare says what the product's facts say: never "no welfare label" beside one, and never the picture of intensive
  // farming beside a label or claim about how the animals were kept.
  if (welfare) {
    const said = `${welfare.details} ${welfare.notes}`;
    if (welfare.status === 'humane' && /no welfare label/i.test(said))
      say('animal welfare', `a welfare label (${welfare.certification}) beside "no welfare label is on record"`);
    // A list that says under 95 % of it is organic makes the claim of its marked ingredients, not of its animals.
    const partOrganic =
      /\b(?:[0-8]?\d|9[0-4])(?:[.,]\d+)? ?% (?:of the |des |der )\w*\s?\w+\b[^.]{0,50}(?:organic|bio)/i.test(
        facts.ingredientsText ?? '',
      );
    const claimed =
      [...facts.labels, ...facts.categoryTags].some(
        (t) => /free-range|grass-fed|pasture|plein-air|outdoor|cage/.test(t) || (/organic/.test(t) && !partOrganic),
      ) || /grass[- ]fed|free[- ]range|pasture|organic/i.test(facts.name);
    if (claimed && /intensive|factory/i.test(said))
      say('animal welfare', 'intensive farming beside a label or claim on how the animals were kept');
  }

  // Save where the gluten row cites the wheat that is only a sugar made from it, which the law says brings no gluten
  // (Annex II 1(a), (b)).
  const gluten = health.allergens.gluten;
  if (health.allergens.wheat?.status === 'yes' && gluten?.status !== 'yes' && !/1169\/2011/.test(gluten?.notes ?? ''))
    say('gluten', 'wheat "yes" but gluten not');

  for (const [name, section] of [
    ['health', health],
    ['environmental', environmental],
    ['ethical', ethical],
  ] as const) {
    if (section.grade !== undefined && /^Not enough data/.test(section.impact_summary))
      say('grade without data', `${name} graded ${section.grade} beside "${section.impact_summary.slice(0, 60)}…"`);
  }
  const labor = ethical.labor_practices;
  if (labor && labor.rating !== 'unknown' && /cannot be assessed/.test(labor.details))
    say('grade without data', `labour "${labor.rating}" beside "${labor.details}"`);

  const verified = new Map<string, Set<boolean>>();
  for (const section of [health, environmental, ethical])
    for (const c of section.certifications ?? [])
      if (c.verified !== undefined)
        verified.set(c.name.toLowerCase(), (verified.get(c.name.toLowerCase()) ?? new Set()).add(c.verified));
  for (const [name, values] of verified)
    if (values.size > 1) say('certification', `${name} verified in one tab and not in another`);

  // A cruelty-free certification the animal-testing card names is the one the certifications list names, verified;
  // a self-declared animal-testing claim is not listed "not independently verified" beside it.
  const testing = ethical.animal_testing?.details ?? '';
  const certifiedAs = /\bis ([A-Z][\w ]*?) certified\b/.exec(testing)?.[1];
  if (certifiedAs) {
    const listed = (ethical.certifications ?? []).find((c) => c.name.toLowerCase() === certifiedAs.toLowerCase());
    if (!listed?.verified) say('certification', `animal testing "${certifiedAs} certified" not listed as verified`);
    for (const c of ethical.certifications ?? [])
      if (c.verified === false && /animal/i.test(`${c.name} ${c.description}`))
        say('certification', `"${c.name}" not independently verified beside "${certifiedAs} certified"`);
  }

  const palm = environmental.palm_oil;
  const palmLabel = [...(environmental.certifications ?? [])].some((c) => /rspo|palm/i.test(c.name) && c.verified);
  if (palm?.contains && !isCertified(palm.certification) && palmLabel)
    say('palm oil', 'palm oil "not certified" beside a verified palm-oil certification');
  // The palm card and resource depletion give palm oil's certification one answer.
  const depletion = environmental.environmental_factors?.resource_depletion?.details ?? '';
  if (
    palm?.contains &&
    isCertified(palm.certification) &&
    /No certification of this product's palm oil/.test(depletion)
  )
    say('palm oil', `palm oil certified "${palm.certification}" beside "no certification on record"`);
  if (palm?.contains && !isCertified(palm.certification) && /Palm oil: [^.]*\. Addressed by/.test(depletion))
    say('palm oil', 'palm oil with no certification beside a depletion risk "addressed"');
  // The company's certified palm oil (its blocks) and this product's uncertified palm oil are told apart in the card.
  const companyPalm = texts(environmental.company_environmental_initiatives ?? {}).some(
    ([where, t]) =>
      !where.includes('sources') && /(rspo|certified)[^.;]*palm oil|palm oil[^.;]*(rspo|certified)/i.test(t),
  );
  if (palm?.contains && !isCertified(palm.certification) && companyPalm && !/company-wide/.test(palm.details))
    say('palm oil', 'palm oil "not certified" beside the company\'s certified palm oil, not told apart');

  // One severity per finding: a personal alert says what its grid line says.
  const concerns = health.health_concerns;
  for (const alert of report.personal_alerts) {
    const [kind, subject = ''] = alert.code.split(':');
    const key =
      kind === 'allergen'
        ? subject
        : Object.keys(concerns).find(
            (k) => alert.message.startsWith(`Contains ${k} —`) || alert.message.startsWith(`Contains ${k},`),
          );
    const entry = kind === 'allergen' ? health.allergens[subject] : key ? concerns[key] : undefined;
    if (entry && entry.severity !== alert.severity)
      say('severity', `alert "${alert.message}" is ${alert.severity}, its grid line "${key}" ${entry.severity}`);
  }
  // A caution names a concern the grid rates medium or high, never one it rates low.
  for (const text of health.recommendations) {
    const named = /^Caution: contains ([^.]+?)(?:,| and |\.)/.exec(text)?.[1];
    const entry = named ? concerns[named] : undefined;
    if (entry?.severity === 'low') say('severity', `"${text.slice(0, 60)}…" beside "${named}" rated low`);
  }

  // An estimate is never shown as measured: the table, the traffic lights and the Nutri-Score card hold the label's
  // figures only, and whatever speaks of Open Food Facts' estimate says it is one.
  const label = facts.nutriments ?? {};
  const labelFigure: Record<string, number | undefined> = {
    energy_kj: label.energyKj,
    energy_kcal: label.energyKcal,
    fat: label.fat,
    saturated_fat: label.saturatedFat,
    carbohydrates: label.carbohydrates,
    sugars: label.sugars,
    fibre: label.fiber,
    proteins: label.proteins,
    salt: label.salt,
  };
  for (const [figure, value] of Object.entries(health.nutrition?.per_100 ?? {}))
    if (labelFigure[figure] !== value) say('estimate as measured', `${figure} ${value} in the table, not the label's`);
  for (const nutrient of ['fat', 'saturated_fat', 'sugars', 'salt'])
    if (health.health_concerns[nutrient] && labelFigure[nutrient] === undefined)
      say('estimate as measured', `a ${nutrient} traffic light without the label's figure`);
  const labelKeys = [label.energyKj, label.energyKcal, label.fat, label.saturatedFat, label.sugars, label.salt];
  if (
    health.nutri_score &&
    labelKeys.every((v) => v === undefined) &&
    label.proteins === undefined &&
    !/unflavoured water/.test(health.impact_summary)
  )
    say('estimate as measured', `Nutri-Score ${health.nutri_score.grade} card without a key nutrient on the label`);
  for (const [path, text] of texts(health))
    if (/Open Food Facts[^.]*from the ingredient list|from the ingredient list[^.]*Open Food Facts/.test(text))
      if (!/estimat/i.test(text))
        say('estimate as measured', `"${text.slice(0, 60)}…" not called an estimate (${path})`);

  // A health grade beside a Nutri-Score of another letter says why, or the shopper reads two answers.
  const nutriLetter = health.nutri_score?.grade ?? /Nutri-Score ([A-E])\b/.exec(health.impact_summary)?.[1];
  if (
    health.grade &&
    nutriLetter &&
    health.grade !== nutriLetter &&
    !/lower than its Nutri-Score/.test(health.impact_summary)
  )
    say('grade vs Nutri-Score', `health grade ${health.grade} beside Nutri-Score ${nutriLetter}, unexplained`);

  const allergenCount = Object.keys(health.allergens).length;
  for (const [path, text] of texts(report)) {
    const id = /(?<![\w/])[a-z]{2}:[a-z][a-z0-9-]+/.exec(text);
    if (id) say('plain words', `taxonomy id "${id[0]}" on screen (${path})`);
    // Internal ids ("artificial_additives") are not words; alert codes and a claim's verdict code are not shown.
    const snake = /(?<![\w/.:-])[a-z]+(?:_[a-z]+)+\b/.exec(text);
    if (snake && !/\.(code|verdict)$/.test(path)) say('plain words', `internal id "${snake[0]}" on screen (${path})`);
    // Template words the pack fills in ("Contains (name of sensitising substance)") are not words to show.
    if (/\(name of\b/i.test(text) || /\(name of\b/i.test(path))
      say('plain words', `template placeholder on screen (${path})`);
    const tracked = /\b(\w+) tracked allergens\b/.exec(text);
    if (tracked) {
      const n = Number.isNaN(Number(tracked[1])) ? NUMBER_WORDS.indexOf(tracked[1] ?? '') : Number(tracked[1]);
      if (n !== allergenCount) say('count', `"${tracked[0]}" where ${allergenCount} are tracked (${path})`);
    }
  }
  return out;
}
