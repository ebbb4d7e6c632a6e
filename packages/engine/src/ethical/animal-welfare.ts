import type { AnimalProductType, EthicalSection, Source } from '@clearcart/contracts';
import type { LabelKnowledge } from '@clearcart/knowledge';
import { FACTORY_FARMING } from '@clearcart/text';

type Welfare = EthicalSection['animal_welfare'];

/** Welfare evidence from labels or other data, before the spec's derivation is applied. */
export interface WelfareData {
  certification?: string;
  rating?: Welfare['rating'];
  status?: Welfare['status'];
  details?: string;
  sources?: Source[];
}

const DAIRY_NOTE = FACTORY_FARMING.dairy.text;

/** Labels that speak to how animals were kept: organic, free-range, outdoor, pasture, humane or welfare schemes. */
export function isWelfareLabel(label: LabelKnowledge): boolean {
  const text = `${label.id} ${label.name} ${label.offTags.join(' ')}`.toLowerCase();
  return (
    /organic|free-range|free range|outdoor|pasture|humane|welfare|rspca|label-rouge|label rouge|demeter|bioland|naturland|soil-association|plein-air/.test(
      text,
    ) || /animal welfare/i.test(label.verifies)
  );
}

/**
 * The spec's animal-welfare derivation:
 * - animal content "no" → status none, rating not applicable;
 * - a certification other than none/unknown, or rating good, or status humane → humane;
 * - rating poor or status concerning → concerning;
 * - otherwise (animal content yes) → concerning. Without welfare data a default concerning entry is synthesised
 *   with a type-specific factory-farming explanation; meat without positive evidence is rated poor.
 * Dairy adds its factory-farming explanation in `notes`.
 */
export function deriveAnimalWelfare(
  contains: 'yes' | 'no',
  types: readonly AnimalProductType[],
  data: WelfareData | undefined,
): Welfare {
  if (contains === 'no') {
    return {
      status: 'none',
      rating: 'not applicable',
      certification: 'none',
      details: 'No animal ingredients, so animal welfare does not apply.',
      notes: '',
      highlighted: false,
    };
  }
  const notes = types.includes('dairy') ? DAIRY_NOTE : '';
  const kinds: AnimalProductType[] = types.length > 0 ? [...types] : ['unknown'];
  const certification = data?.certification?.trim() ?? '';
  const certified = certification.length > 0 && !['none', 'unknown'].includes(certification.toLowerCase());
  if (data && (certified || data.rating === 'good' || data.status === 'humane')) {
    return {
      status: 'humane',
      rating: data.rating && data.rating !== 'unknown' && data.rating !== 'not applicable' ? data.rating : 'good',
      certification: certified ? certification : 'none',
      details: data.details ?? `Welfare evidence: ${certification || 'positive welfare rating'}.`,
      notes,
      highlighted: false,
      ...(data.sources && data.sources.length > 0 ? { sources: data.sources } : {}),
    };
  }
  const explained = kinds.map((k) => FACTORY_FARMING[k]);
  const sources = [...(data?.sources ?? []), ...explained.map((e) => e.source)];
  const meat = kinds.includes('meat');
  const rating: Welfare['rating'] =
    data?.rating === 'poor' || meat
      ? 'poor'
      : data?.rating && data.rating !== 'not applicable'
        ? data.rating
        : 'unknown';
  return {
    status: 'concerning',
    rating,
    certification: certification.length > 0 ? certification : 'none',
    details: data?.details ?? [...new Set(explained.map((e) => e.text))].join(' '),
    notes,
    highlighted: true,
    sources: sources.filter((s, i) => sources.findIndex((o) => o.title === s.title) === i),
  };
}
