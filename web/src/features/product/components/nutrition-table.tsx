import type { HealthSection, NutritionFacts } from '@clearcart/contracts';
import { Badge, Block } from './report-parts.tsx';
import { t, type MessageKey } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/react.tsx';
import { valueLabel } from '../lib/labels.ts';

type Figure = keyof NutritionFacts['per_100'];
type Light = NonNullable<NutritionFacts['lights']['fat']>;

/** The UK front-of-pack colours: green, amber, red. */
const LIGHT = { low: 'green', medium: 'orange', high: 'red' } as const;

/** The rows of a UK label, in its order; "of which" rows sit under their parent. */
const ROWS: { figure: Figure; label: MessageKey; sub?: boolean; light?: keyof NutritionFacts['lights'] }[] = [
  { figure: 'fat', label: 'nutrition.fat', light: 'fat' },
  { figure: 'saturated_fat', label: 'nutrition.saturates', sub: true, light: 'saturated_fat' },
  { figure: 'carbohydrates', label: 'nutrition.carbohydrate' },
  { figure: 'sugars', label: 'nutrition.sugars', sub: true, light: 'sugars' },
  { figure: 'fibre', label: 'nutrition.fibre' },
  { figure: 'proteins', label: 'nutrition.protein' },
  { figure: 'salt', label: 'nutrition.salt', light: 'salt' },
];

/** A missing figure is "–", never 0: the record does not say. */
const MISSING = '–';

/** Grams as a label prints them: small figures (salt) to two decimals, the rest to one ("10,6 g" in French). */
function grams(value: number | undefined): string {
  if (value === undefined) return MISSING;
  return t('nutrition.grams', { value: formatNumber(value, { maximumFractionDigits: value < 1 ? 2 : 1 }) });
}

/**
 * kJ and kcal, each kept whole on its line: on a phone the pair wraps between them ("2,252 kJ /" over "539 kcal").
 * One the record lacks is left out, not shown as "– kJ".
 */
function Energy({ values: { energy_kj: kj, energy_kcal: kcal } }: { values: NutritionFacts['per_100'] }) {
  const whole = (v: number) => formatNumber(Math.round(v));
  if (kj === undefined) return kcal === undefined ? MISSING : t('nutrition.kcal', { value: whole(kcal) });
  if (kcal === undefined) return t('nutrition.kjAlone', { value: whole(kj) });
  return (
    <>
      <span className="cc-nowrap">{t('nutrition.kj', { value: whole(kj) })}</span>{' '}
      <span className="cc-nowrap">{t('nutrition.kcal', { value: whole(kcal) })}</span>
    </>
  );
}

function LightBadge({ light }: { light: Light | undefined }) {
  if (!light) return null;
  return <Badge palette={LIGHT[light]}>{valueLabel(light)}</Badge>;
}

/** "15g" and "15 g" say the same; "1 biscuit (12.5 g)" says more, and is shown as the pack prints it. */
const plain = (size: string) => size.toLowerCase().replace(/\s+/g, '').replace(',', '.');

/**
 * The nutrition table of a food or drink, per 100 g or 100 ml as the record is, and per portion beside it where the
 * record states a portion's quantity.
 */
export function NutritionTable({ nutrition }: { nutrition: NutritionFacts }) {
  const t = useT();
  const { basis, per_100: values, per_portion: portion, lights } = nutrition;
  const unit = basis === '100 ml' ? 'ml' : 'g';
  const amount = portion && `${formatNumber(portion.quantity)} ${unit}`;
  const printed =
    portion?.serving_size && amount && plain(portion.serving_size) !== plain(amount) ? portion.serving_size : undefined;
  const columns = portion ? [values, portion.values] : [values];
  return (
    <Block title={t('nutrition.title')}>
      <table className={portion ? 'cc-nutrition cc-nutrition-portion' : 'cc-nutrition'}>
        <caption className="cc-visually-hidden">{t('nutrition.caption', { basis })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="cc-visually-hidden">{t('nutrition.nutrient')}</span>
            </th>
            <th scope="col" className="cc-nutrition-figure cc-nowrap">
              {t('nutrition.per', { basis })}
            </th>
            {amount && (
              <th scope="col" className="cc-nutrition-figure">
                <span className="cc-nowrap">{t('nutrition.perPortion')}</span>{' '}
                <span className="cc-nowrap">({amount})</span>
              </th>
            )}
            <th scope="col">{t('nutrition.light')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('nutrition.energy')}</th>
            {columns.map((figures, i) => (
              <td key={i} className="cc-nutrition-figure cc-nutrition-energy">
                <Energy values={figures} />
              </td>
            ))}
            <td />
          </tr>
          {ROWS.map(({ figure, label, sub, light }) => (
            <tr key={figure}>
              <th scope="row" className={sub ? 'cc-nutrition-sub' : undefined}>
                {t(label)}
              </th>
              {columns.map((figures, i) => (
                <td key={i} className="cc-nutrition-figure">
                  {grams(figures[figure])}
                </td>
              ))}
              <td>{light && <LightBadge light={lights[light]} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cc-xs cc-muted cc-mt-3">
        {printed && t('nutrition.portionAsPrinted', { printed })}
        {t('nutrition.lightsNote')}
      </p>
    </Block>
  );
}

const NUTRI_PALETTE = { A: 'green', B: 'green', C: 'yellow', D: 'orange', E: 'red' } as const;
const GREEN_PALETTE = {
  'a-plus': 'green',
  a: 'green',
  b: 'green',
  c: 'yellow',
  d: 'orange',
  e: 'red',
  f: 'red',
} as const;
const greenLetter = (grade: string) => (grade === 'a-plus' ? 'A+' : grade.toUpperCase());

/**
 * The familiar scores from the pack, each on its own card that names its scale and whose grade it is, so none reads as
 * a rival to ClearCart's own A–E grades.
 */
export function LabelScores({ health }: { health: Partial<HealthSection> }) {
  const t = useT();
  const { nutri_score: nutri, nova_group: nova, off_green_score: green } = health;
  if (!nutri && !nova && !green) return null;
  return (
    <ul className="cc-label-scores" aria-label={t('labels.title')}>
      {nutri && (
        <li className="cc-card">
          <Badge size="lg" variant="surface" palette={NUTRI_PALETTE[nutri.grade]}>
            {t('labels.nutriScore', { grade: nutri.grade })}
          </Badge>
          <p className="cc-xs cc-muted">{t('labels.nutriScoreNote')}</p>
        </li>
      )}
      {nova && (
        <li className="cc-card">
          <Badge size="lg" variant="surface" palette="purple">
            {t('labels.nova', { group: nova })}
          </Badge>
          <p className="cc-xs cc-muted">{t('labels.novaNote')}</p>
        </li>
      )}
      {green && (
        <li className="cc-card">
          <Badge size="lg" variant="surface" palette={GREEN_PALETTE[green]}>
            {t('labels.green', { grade: greenLetter(green) })}
          </Badge>
          <p className="cc-xs cc-muted">{t('labels.greenNote')}</p>
        </li>
      )}
    </ul>
  );
}
