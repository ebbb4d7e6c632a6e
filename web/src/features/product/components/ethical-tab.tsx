import { cleanText } from '@clearcart/text';
import type { EthicalSection } from '@clearcart/contracts';
import {
  animalType,
  dairyExplanation,
  deriveAnimalWelfare,
  dietLines,
  ethicalBanner,
  gatherCertifications,
} from '../lib/derive.ts';
import { defaultSummary, emptyText } from '../lib/product-response.ts';
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
import { useT } from '../../../i18n/react.tsx';
import { keyLabel, valueLabel } from '../lib/labels.ts';

const RATING_COLOR: Record<string, Palette> = { good: 'green', fair: 'yellow', poor: 'red' };
const WELFARE_COLOR: Record<string, Palette> = { humane: 'green', concerning: 'red', none: 'gray', unknown: 'gray' };

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
  const t = useT();
  if (!ethical) {
    if (evaluating) {
      return <Evaluating text={t('ethical.evaluating')} />;
    }
    return <Empty text={emptyText('ethical')} />;
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
        title={t('ethical.impact')}
        summary={ethical.impact_summary || defaultSummary('ethical')}
        reliability={ethical.reliability ?? 'Low'}
      />
      <Certifications
        title={t('ethical.certifications')}
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
        <Block title={t('ethical.assessment')}>
          <div className="cc-col cc-gap-3">
            <Paragraph text={ethical.overall_summary} />
            <Recommendations items={ethical.recommendations} title="" />
          </div>
        </Block>
      )}

      {labor && (
        <Block title={t('ethical.labor')}>
          <InfoCard
            title={t('ethical.supplyChain')}
            highlighted={labor.highlighted}
            badges={<Badge palette={RATING_COLOR[labor.rating] ?? 'gray'}>{valueLabel(labor.rating)}</Badge>}
          >
            <Paragraph text={labor.details} />
            <Sources sources={labor.sources} title="" />
          </InfoCard>
        </Block>
      )}

      {testing && (
        <Block title={t('ethical.testing')}>
          <InfoCard
            title={t(`ethical.testing.${testing.status}`)}
            highlighted={testing.highlighted}
            badges={
              // The badge says the same as the card title, in a word.
              <Badge palette={TESTING_COLOR[testing.status] ?? 'gray'}>
                {t(`ethical.testingBadge.${testing.status}`)}
              </Badge>
            }
          >
            <Paragraph text={testing.details} />
          </InfoCard>
        </Block>
      )}

      {(ethical.animal_welfare || ethical.animal_derived_content) && (
        <Block title={t('ethical.welfare')}>
          <div className="cc-col cc-gap-3">
            <InfoCard
              title={
                welfare.status === 'none'
                  ? t('ethical.noAnimal')
                  : welfare.types.length > 0
                    ? t('ethical.animalTypes', { types: welfare.types.map(animalType).join(', ') })
                    : t('ethical.welfareTitle')
              }
              highlighted={welfare.status === 'concerning'}
              badges={
                <>
                  <Badge palette={WELFARE_COLOR[welfare.status] ?? 'gray'}>
                    {welfare.status === 'none' ? t('ethical.notApplicable') : valueLabel(welfare.status)}
                  </Badge>
                  {welfare.certification && (
                    <Badge palette="green" variant="outline" translate="no">
                      {welfare.certification}
                    </Badge>
                  )}
                </>
              }
            >
              {/* With the dairy box below, the card keeps what it says of this product, not the box's words again. */}
              <Paragraph
                text={welfare.showDairyBox ? welfare.details.replace(dairyExplanation(), '').trim() : welfare.details}
              />
              {dietLines(ethical.animal_derived_content).map((line) => (
                <p key={line} className="cc-sm">
                  {line}
                </p>
              ))}
            </InfoCard>
            {welfare.showDairyBox && (
              <Notice status="warning" title={t('ethical.dairy')} className="cc-alert-small">
                {dairyExplanation()}
              </Notice>
            )}
          </div>
        </Block>
      )}

      {others.map(([key, value]) => (
        <Block key={key} title={keyLabel(key)}>
          <Paragraph text={value} />
        </Block>
      ))}

      <Sources sources={ethical.sources} />
      <CompanyInitiatives
        title={t('ethical.initiatives')}
        initiatives={ethical.company_ethical_initiatives}
        practices={[
          ['labor_practices', t('ethical.practice.labor')],
          ['community_impact', t('ethical.practice.community')],
          ['corporate_governance', t('ethical.practice.governance')],
          ['diversity_inclusion', t('ethical.practice.diversity')],
        ]}
      />
    </div>
  );
}
