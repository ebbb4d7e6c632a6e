import { cleanText } from '@clearcart/text';
import type { EthicalSection } from '@clearcart/contracts';
import {
  DAIRY_EXPLANATION,
  deriveAnimalWelfare,
  dietLines,
  ethicalBanner,
  gatherCertifications,
} from '../lib/derive.ts';
import { defaultSummary, EMPTY_TEXT } from '../lib/product-response.ts';
import { humanize } from '../lib/text.ts';
import { CompanyInitiatives } from './company-initiatives.tsx';
import {
  Badge,
  Block,
  Certifications,
  Empty,
  Evaluating,
  ImpactBlock,
  InfoCard,
  Notice,
  Paragraph,
  Recommendations,
  Sources,
  type Palette,
} from './report-parts.tsx';

const RATING_COLOR: Record<string, Palette> = { good: 'green', fair: 'yellow', poor: 'red' };
const WELFARE_COLOR: Record<string, Palette> = { humane: 'green', concerning: 'red', none: 'gray', unknown: 'gray' };
const TESTING_LABEL = { yes: 'Tested on animals', no: 'Not tested on animals', unknown: 'Unknown' } as const;
// Badges say the same as the card title, capitalised and in words.
const TESTING_BADGE = { yes: 'Tested', no: 'Not tested', unknown: 'Not known' } as const;
const TESTING_COLOR = { yes: 'red', no: 'green', unknown: 'gray' } as const;

/** Keys shown in their own blocks; anything else string-valued is listed generically. */
const KNOWN_KEYS = new Set([
  'impact_summary',
  'recommendations',
  'reliability',
  'sources',
  'data_confidence',
  'score',
  'grade',
  'labor_practices',
  'animal_testing',
  'animal_welfare',
  'animal_derived_content',
  'overall_summary',
  'certifications',
  'company_ethical_initiatives',
]);

export function EthicalTab({
  ethical,
  evaluating,
}: {
  ethical: Partial<EthicalSection> | undefined;
  evaluating: boolean;
}) {
  if (!ethical) {
    if (evaluating) {
      return <Evaluating text="Evaluating ethical impact…" />;
    }
    return <Empty text={EMPTY_TEXT.ethical} />;
  }
  const banner = ethicalBanner(ethical);
  const welfare = deriveAnimalWelfare(ethical);
  const labor = ethical.labor_practices;
  const testing = ethical.animal_testing;
  const others = Object.entries(ethical).filter(
    ([key, value]) => !KNOWN_KEYS.has(key) && typeof value === 'string' && cleanText(value),
  ) as Array<[string, string]>;

  return (
    <div className="cc-col cc-gap-6">
      <ImpactBlock
        title="Ethical Impact"
        summary={ethical.impact_summary || defaultSummary('ethical')}
        reliability={ethical.reliability ?? 'Low'}
      />
      <Certifications
        title="Ethical Certifications"
        items={gatherCertifications({ certifications: ethical.certifications, animal_welfare: ethical.animal_welfare })}
      />

      {banner && (
        <Notice status={banner.kind === 'concern' ? 'error' : 'success'} title={banner.title}>
          <div className="cc-col cc-gap-1">
            {banner.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </Notice>
      )}

      {(ethical.overall_summary || (ethical.recommendations?.length ?? 0) > 0) && (
        <Block title="Ethical Assessment">
          <div className="cc-col cc-gap-3">
            <Paragraph text={ethical.overall_summary} />
            <Recommendations items={ethical.recommendations} title="" />
          </div>
        </Block>
      )}

      {labor && (
        <Block title="Labor Practices">
          <InfoCard
            title="Supply chain labour"
            highlighted={labor.highlighted}
            badges={<Badge palette={RATING_COLOR[labor.rating] ?? 'gray'}>{humanize(labor.rating)}</Badge>}
          >
            <Paragraph text={labor.details} />
            <Sources sources={labor.sources} title="" />
          </InfoCard>
        </Block>
      )}

      {testing && (
        <Block title="Animal Testing">
          <InfoCard
            title={TESTING_LABEL[testing.status] ?? 'Unknown'}
            highlighted={testing.highlighted}
            badges={
              <Badge palette={TESTING_COLOR[testing.status] ?? 'gray'}>
                {TESTING_BADGE[testing.status] ?? 'Not known'}
              </Badge>
            }
          >
            <Paragraph text={testing.details} />
          </InfoCard>
        </Block>
      )}

      {(ethical.animal_welfare || ethical.animal_derived_content) && (
        <Block title="Animal Welfare">
          <div className="cc-col cc-gap-3">
            <InfoCard
              title={
                welfare.status === 'none'
                  ? 'No animal ingredients'
                  : welfare.types.length > 0
                    ? `Animal ingredients: ${welfare.types.join(', ')}`
                    : 'Animal welfare'
              }
              highlighted={welfare.status === 'concerning'}
              badges={
                <>
                  <Badge palette={WELFARE_COLOR[welfare.status] ?? 'gray'}>
                    {welfare.status === 'none' ? 'Not applicable' : humanize(welfare.status)}
                  </Badge>
                  {welfare.certification && (
                    <Badge palette="green" variant="outline">
                      {welfare.certification}
                    </Badge>
                  )}
                </>
              }
            >
              {/* With the dairy box below, the card keeps what it says of this product, not the box's words again. */}
              <Paragraph
                text={welfare.showDairyBox ? welfare.details.replace(DAIRY_EXPLANATION, '').trim() : welfare.details}
              />
              {dietLines(ethical.animal_derived_content).map((line) => (
                <p key={line} className="cc-sm">
                  {line}
                </p>
              ))}
            </InfoCard>
            {welfare.showDairyBox && (
              <Notice status="warning" title="About dairy farming" className="cc-alert-small">
                {DAIRY_EXPLANATION}
              </Notice>
            )}
          </div>
        </Block>
      )}

      {others.map(([key, value]) => (
        <Block key={key} title={humanize(key)}>
          <Paragraph text={value} />
        </Block>
      ))}

      <Sources sources={ethical.sources} />
      <CompanyInitiatives
        title="Company Ethical Initiatives"
        initiatives={ethical.company_ethical_initiatives}
        practices={[
          ['labor_practices', 'Labour practices'],
          ['community_impact', 'Community impact'],
          ['corporate_governance', 'Corporate governance'],
          ['diversity_inclusion', 'Diversity and inclusion'],
        ]}
      />
    </div>
  );
}
