import type { ProductResponse } from '@clearcart/contracts';
import { ALLERGEN_LABELS } from '../../../lib/preference-labels.ts';

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
}

/** A row's values: what to show, and a rank where one is better (lower rank wins; null when not comparable). */
interface Value {
  text: string;
  rank: number | null;
  highlighted?: string[];
}

const NONE = '–';
const NUTRI = ['A', 'B', 'C', 'D', 'E'];
const PALM = {
  no: 'No palm oil',
  maybe: 'Maybe (vegetable oils)',
  yes: 'Contains palm oil',
  unknown: 'Unknown',
} as const;
const PALM_RANK = { no: 0, maybe: 1, yes: 2, unknown: null } as const;
const RECYCLABLE = {
  fully: 'Fully recyclable',
  partially: 'Partly recyclable',
  none: 'Not recyclable',
  unknown: 'Unknown',
};
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

const score = (label: string, products: ProductResponse[], key: 'health' | 'environmental' | 'ethical') =>
  row(
    label,
    products.map((p) => {
      const section = p.ratings?.[key];
      if (section?.score === undefined) return { text: 'Not enough data', rank: null };
      const text = `${section.grade ?? ''} · ${Math.round(section.score)}/100`.replace(/^ · /, '');
      // A score resting on few facts (a food without its ingredient list) is shown, never ranked: missing facts
      // would otherwise look better than listed ones, as better choices also hold (alternatives' `unreliable`).
      return section.reliability === 'Low'
        ? { text: `${text} · low reliability`, rank: null }
        : { text, rank: -section.score };
    }),
  );

/**
 * The rows of the comparison (issue 17), from each product's evaluation; the better value of each row marked. A row
 * no product has a value for (Nutri-Score among shampoos) is left out.
 */
export function compareRows(products: ProductResponse[]): CompareRow[] {
  return allRows(products).filter((row) => row.cells.some((cell) => cell.text !== NONE));
}

function allRows(products: ProductResponse[]): CompareRow[] {
  return [
    score('Health', products, 'health'),
    score('Environmental', products, 'environmental'),
    score('Ethical', products, 'ethical'),
    row(
      'Nutri-Score',
      products.map((p) => {
        const grade = p.ratings?.health.nutri_score?.grade;
        return grade ? { text: grade, rank: NUTRI.indexOf(grade) } : { text: NONE, rank: null };
      }),
    ),
    row(
      'NOVA group',
      products.map((p) => {
        const nova = p.ratings?.health.nova_group;
        return nova ? { text: String(nova), rank: nova } : { text: NONE, rank: null };
      }),
    ),
    row(
      'Allergens',
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
                ? 'Not on record'
                : 'None declared',
          // Only the shopper's own allergens make one product better than another.
          rank: yoursUnknown ? null : yours.length,
          highlighted: yours,
        };
      }),
    ),
    row(
      'Palm oil',
      products.map((p) => {
        const status = p.ratings?.environmental.palm_oil.status;
        return status ? { text: PALM[status], rank: PALM_RANK[status] } : { text: NONE, rank: null };
      }),
    ),
    row(
      'CO2e per kg',
      products.map((p) => {
        const kg = p.ratings?.environmental.environmental_factors.carbon_footprint.kg_co2e_per_kg;
        return kg !== undefined ? { text: `${kg.toFixed(1)} kg`, rank: kg } : { text: NONE, rank: null };
      }),
    ),
    row(
      'Packaging',
      products.map((p) => {
        const recyclability = p.ratings?.environmental.environmental_factors.packaging.recyclability;
        return recyclability
          ? { text: RECYCLABLE[recyclability], rank: RECYCLABLE_RANK[recyclability] }
          : { text: NONE, rank: null };
      }),
    ),
    row(
      'Certifications',
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
        return { text: names.length > 0 ? names.join(', ') : 'None found', rank: -names.length };
      }),
    ),
    row(
      'Owner',
      products.map((p) => ({ text: p.entity.parent_company ?? p.entity.manufacturer ?? 'Unknown', rank: null })),
    ),
  ];
}
