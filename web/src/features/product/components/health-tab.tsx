import { cleanText } from '@clearcart/text';
import type { HealthSection } from '@clearcart/contracts';
import { MAJOR_ALLERGENS } from '../lib/allergens.ts';
import { allergenOverview, gatherCertifications, healthAlerts } from '../lib/derive.ts';
import { defaultSummary, emptyText } from '../lib/product-response.ts';
import { CompanyInitiatives } from './company-initiatives.tsx';
import { LabelScores, NutritionTable } from './nutrition-table.tsx';
import {
  AlertsBox,
  Badge,
  Block,
  CardGrid,
  Certifications,
  Chips,
  Empty,
  Evaluating,
  Fold,
  ImpactBlock,
  InfoCard,
  Recommendations,
  SEVERITY_COLOR,
  Sources,
} from './report-parts.tsx';
import { useT } from '../../../i18n/react.tsx';
import { keyLabel, knownKey, valueLabel } from '../lib/labels.ts';

const ALLERGEN_STATUS = {
  yes: { label: 'health.status.contains', color: 'red' },
  no: { label: 'health.status.notPresent', color: 'green' },
  unknown: { label: 'report.value.unknown', color: 'gray' },
} as const;
const CONCERN_STATUS = {
  high: { label: 'report.value.high', color: 'red' },
  medium: { label: 'report.value.medium', color: 'orange' },
  low: { label: 'report.value.low', color: 'yellow' },
  no: { label: 'report.value.none', color: 'green' },
} as const;

export function HealthTab({ health, evaluating }: { health: Partial<HealthSection> | undefined; evaluating: boolean }) {
  const t = useT();
  if (!health) {
    if (evaluating) {
      return <Evaluating text={t('health.evaluating')} live />;
    }
    return <Empty text={emptyText('health')} />;
  }
  // Short by default: cards for what is present, traced or avoided; the absent and the unknown on one line each.
  const allergenView = allergenOverview(health.allergens, MAJOR_ALLERGENS);
  const allergens = allergenView.shown;
  // A nutrient the nutrition table lights is said there once (and, when high, in the alerts), not again as a card.
  const lit = health.nutrition?.lights ?? {};
  const concerns = Object.entries(health.health_concerns ?? {}).filter(([name]) => !(name in lit));
  // A finding's explanation is shown once: in the alerts box when it is there, else on its card.
  const alerts = healthAlerts(health);
  const alerted = new Set(alerts.map((a) => a.key));
  const ingredients = (health.ingredients?.list ?? []).map(cleanText).filter(Boolean);
  const notable = health.ingredients?.notable_ingredients ?? [];

  return (
    <div className="cc-col cc-gap-6">
      <AlertsBox title={t('health.alerts')} items={alerts} />
      <ImpactBlock
        title={t('health.impact')}
        summary={health.impact_summary || defaultSummary('health')}
        reliability={health.reliability ?? 'Low'}
      />
      <LabelScores health={health} />
      {health.nutrition && <NutritionTable nutrition={health.nutrition} />}
      <Certifications
        title={t('health.certifications')}
        items={gatherCertifications({ certifications: health.certifications })}
      />
      <Recommendations items={health.recommendations} />

      {(allergens.length > 0 || allergenView.absent || allergenView.unknown) && (
        <Block title={t('health.allergens')}>
          {allergenView.absent && <p className="cc-sm">{allergenView.absent}</p>}
          {allergenView.unknown && <p className="cc-sm cc-muted">{allergenView.unknown}</p>}
          <CardGrid>
            {allergens.map(([name, entry]) => {
              const status = ALLERGEN_STATUS[entry.status] ?? ALLERGEN_STATUS.unknown;
              return (
                <InfoCard
                  key={name}
                  title={keyLabel(name)}
                  highlighted={entry.highlighted}
                  badges={
                    <>
                      <Badge palette={status.color}>
                        {entry.may_contain ? t('health.status.mayContain') : t(status.label)}
                      </Badge>
                      {entry.status !== 'no' && entry.severity && (
                        // In the colour of its meaning: a high severity is never green.
                        <Badge variant="outline" palette={SEVERITY_COLOR[entry.severity]}>
                          {t('report.severity', { level: valueLabel(entry.severity) })}
                        </Badge>
                      )}
                    </>
                  }
                >
                  {entry.notes && !alerted.has(`allergen:${name}`) && (
                    <p className="cc-sm" data-server-text>
                      {cleanText(entry.notes)}
                    </p>
                  )}
                </InfoCard>
              );
            })}
          </CardGrid>
        </Block>
      )}

      {concerns.length > 0 && (
        <Block title={t('health.concerns')}>
          <CardGrid>
            {concerns.map(([name, entry]) => {
              const status = CONCERN_STATUS[entry.status] ?? CONCERN_STATUS.low;
              return (
                <InfoCard
                  key={name}
                  title={keyLabel(name)}
                  titleFromServer={!knownKey(name)}
                  highlighted={entry.highlighted}
                  badges={<Badge palette={status.color}>{t(status.label)}</Badge>}
                >
                  {entry.notes && !alerted.has(`concern:${name}`) && (
                    <p className="cc-sm" data-server-text>
                      {cleanText(entry.notes)}
                    </p>
                  )}
                </InfoCard>
              );
            })}
          </CardGrid>
        </Block>
      )}

      {(ingredients.length > 0 || notable.length > 0) && (
        <Block title={t('health.ingredients')}>
          <div className="cc-col cc-gap-4">
            {ingredients.length > 0 && (
              <div translate="no">
                <Chips items={ingredients} />
              </div>
            )}
            {notable.length > 0 && (
              <Fold title={t('health.notable')} count={notable.length} level="h3">
                <div className="cc-col cc-gap-2">
                  {notable.map((ingredient, index) => (
                    <InfoCard
                      key={`${ingredient.name}-${index}`}
                      title={cleanText(ingredient.name)}
                      titleFromServer
                      highlighted={ingredient.highlighted}
                      badges={
                        ingredient.highlighted ? <Badge palette="orange">{t('health.concern')}</Badge> : undefined
                      }
                    >
                      {ingredient.purpose && (
                        <p className="cc-sm">
                          <span className="cc-medium">{t('health.purpose')}</span>{' '}
                          <span data-server-text>{cleanText(ingredient.purpose)}</span>
                        </p>
                      )}
                      {ingredient.concerns && (
                        <p className="cc-sm">
                          <span className="cc-medium">{t('health.concernsLabel')}</span>{' '}
                          <span data-server-text>{cleanText(ingredient.concerns)}</span>
                        </p>
                      )}
                    </InfoCard>
                  ))}
                </div>
              </Fold>
            )}
          </div>
        </Block>
      )}

      <CompanyInitiatives
        title={t('health.initiatives')}
        initiatives={health.company_health_initiatives}
        practices={[
          ['lobbying', t('health.practice.lobbying')],
          ['research_funding', t('health.practice.research')],
          ['marketing_practices', t('health.practice.marketing')],
        ]}
      />
      <hr className="cc-separator" />
      <Sources sources={health.sources} />
    </div>
  );
}
