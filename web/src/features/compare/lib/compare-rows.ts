import { DIMENSIONS, type Dimension } from '@clearcart/contracts/dimensions';
import type { ProductResponse } from '@clearcart/contracts';
import { ALLERGEN_LABELS } from '../../../lib/preference-labels.ts';
import { t } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/format.ts';

export interface CompareCell {
  text: string;
  /** The better value of its row (only where values differ and can be ranked). */
  better: boolean;
  /** Parts of the text to emphasise: the shopper's own allergens. */
  highlighted?: string[];
}

export interface CompareRow {
  label: string;
  cells: CompareCell[];
  /** Its values are names as the record gives them (certifications, owners), not words to translate. */
  names?: true;
}

/** A row's values: what to show, and a rank where one is better (lower rank wins; null when not comparable). */
interface Value {
  text: string;
  rank: number | null;
  highlighted?: string[];
}

const NONE = '–';
const NUTRI = ['A', 'B', 'C', 'D', 'E'];
const palm = (status: 'no' | 'maybe' | 'yes' | 'unknown') =>
  status === 'unknown' ? t('report.value.unknown') : t(`compare.palm.${status}`);
const PALM_RANK = { no: 0, maybe: 1, yes: 2, unknown: null } as const;
const recyclable = (value: 'fully' | 'partially' | 'none' | 'unknown') =>
  value === 'unknown' ? t('report.value.unknown') : t(`compare.recyclable.${value}`);
const RECYCLABLE_RANK = { fully: 0, partially: 1, none: 2, unknown: null } as const;

/**
 * Marks the best-ranked values of a row, when every product can be ranked and they are not all the same: a product
 * whose facts are missing is never worse, so none is called better beside it.
 */
function row(label: string, values: Value[]): CompareRow {
  const ranks = values.map((v) => v.rank).filter((r): r is number => r !== null);
  const best = Math.min(...ranks);
  const differ = ranks.length === values.length && ranks.length >= 2 && ranks.some((r) => r !== best);
  return {
    label,
    cells: values.map((v) => ({
      text: v.text,
      better: differ && v.rank === best,
      ...(v.highlighted && v.highlighted.length > 0 ? { highlighted: v.highlighted } : {}),
    })),
  };
}

/** A row whose values are names as the record gives them (certifications, owners): not the catalogue's words. */
const dataRow = (label: string, values: Value[]): CompareRow => ({ ...row(label, values), names: true });

const score = (label: string, products: ProductResponse[], key: Dimension) =>
  row(
    label,
    products.map((p) => {
      const section = p.ratings?.[key];
      if (section?.score === undefined) return { text: t('compare.notEnoughData'), rank: null };
      const text = `${section.grade ?? ''} · ${Math.round(section.score)}/100`.replace(/^ · /, '');
      // A score resting on few facts (a food without its ingredient list) is shown, never ranked: missing facts
      // would otherwise look better than listed ones, as better choices also hold (alternatives' `unreliable`).
      return section.reliability === 'Low'
        ? { text: t('compare.lowReliability', { text }), rank: null }
        : { text, rank: -section.score };
    }),
  );

/**
 * The rows of the comparison, from each product's evaluation; the better value of each row marked. A row
 * no product has a value for (Nutri-Score among shampoos) is left out.
 */
export function compareRows(products: ProductResponse[]): CompareRow[] {
  return allRows(products).filter((row) => row.cells.some((cell) => cell.text !== NONE));
}

function allRows(products: ProductResponse[]): CompareRow[] {
  return [
    ...DIMENSIONS.map((dimension) => score(t(`score.${dimension}`), products, dimension)),
    row(
      t('compare.nutriScore'),
      products.map((p) => {
        const grade = p.ratings?.health.nutri_score?.grade;
        return grade ? { text: grade, rank: NUTRI.indexOf(grade) } : { text: NONE, rank: null };
      }),
    ),
    row(
      t('compare.nova'),
      products.map((p) => {
        const nova = p.ratings?.health.nova_group;
        return nova ? { text: String(nova), rank: nova } : { text: NONE, rank: null };
      }),
    ),
    row(
      t('health.allergens'),
      products.map((p) => {
        const all = Object.entries(p.ratings?.health.allergens ?? {});
        const entries = all.filter(([, a]) => a.status === 'yes');
        const name = (id: string) => ALLERGEN_LABELS[id as keyof typeof ALLERGEN_LABELS] ?? id;
        const yours = entries.filter(([, a]) => a.highlighted).map(([id]) => name(id));
        // One of the shopper's own allergens not known either way (no ingredient list): not comparable.
        const yoursUnknown = all.some(([, a]) => a.highlighted && a.status === 'unknown' && !a.may_contain);
        if (!p.ratings) return { text: NONE, rank: null };
        return {
          text:
            entries.length > 0
              ? entries.map(([id]) => name(id)).join(', ')
              : all.some(([, a]) => a.status === 'unknown' && !a.may_contain)
                ? t('compare.notOnRecord')
                : t('compare.noneDeclared'),
          // Only the shopper's own allergens make one product better than another.
          rank: yoursUnknown ? null : yours.length,
          highlighted: yours,
        };
      }),
    ),
    row(
      t('product.palmOil'),
      products.map((p) => {
        const status = p.ratings?.environmental.palm_oil.status;
        return status ? { text: palm(status), rank: PALM_RANK[status] } : { text: NONE, rank: null };
      }),
    ),
    row(
      t('compare.co2'),
      products.map((p) => {
        const kg = p.ratings?.environmental.environmental_factors.carbon_footprint.kg_co2e_per_kg;
        return kg !== undefined
          ? {
              text: t('compare.kg', {
                value: formatNumber(kg, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              }),
              rank: kg,
            }
          : { text: NONE, rank: null };
      }),
    ),
    row(
      t('report.key.packaging'),
      products.map((p) => {
        const recyclability = p.ratings?.environmental.environmental_factors.packaging.recyclability;
        return recyclability
          ? { text: recyclable(recyclability), rank: RECYCLABLE_RANK[recyclability] }
          : { text: NONE, rank: null };
      }),
    ),
    // The pack's green claims as the claims check judged them: shown, never ranked (the check is never a grade by
    // itself, and a product that makes no claim is not better for it).
    row(
      t('env.claims.title'),
      products.map((p) => {
        const check = p.ratings?.environmental.green_claims;
        if (!check) return { text: NONE, rank: null };
        return {
          text:
            check.unsupported > 0
              ? t('compare.claimsUnsupported', { count: check.unsupported })
              : t('compare.claimsNone'),
          rank: null,
        };
      }),
    ),
    dataRow(
      t('sidebar.certifications'),
      products.map((p) => {
        const names = [
          ...new Set(
            [
              ...(p.entity.certifications ?? []),
              ...(p.ratings?.environmental.certifications ?? []),
              ...(p.ratings?.ethical.certifications ?? []),
            ].map((c) => c.name),
          ),
        ];
        return {
          text: names.length > 0 ? names.join(', ') : t('report.value.no_certification_on_record'),
          rank: -names.length,
        };
      }),
    ),
    dataRow(
      t('compare.owner'),
      products.map((p) => ({
        text: p.entity.parent_company ?? p.entity.manufacturer ?? t('report.value.unknown'),
        rank: null,
      })),
    ),
  ];
}
