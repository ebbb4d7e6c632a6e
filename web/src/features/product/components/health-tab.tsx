import { cleanText } from '@clearcart/text';
import type { HealthSection } from '@clearcart/contracts';
import { MAJOR_ALLERGENS } from '../lib/allergens.ts';
import { allergenOverview, gatherCertifications, healthAlerts } from '../lib/derive.ts';
import { defaultSummary, EMPTY_TEXT } from '../lib/product-response.ts';
import { humanize } from '../lib/text.ts';
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

const ALLERGEN_STATUS = {
  yes: { label: 'Contains', color: 'red' },
  no: { label: 'Not present', color: 'green' },
  unknown: { label: 'Unknown', color: 'gray' },
} as const;
const CONCERN_STATUS = {
  high: { label: 'High', color: 'red' },
  medium: { label: 'Medium', color: 'orange' },
  low: { label: 'Low', color: 'yellow' },
  no: { label: 'None', color: 'green' },
} as const;

export function HealthTab({ health, evaluating }: { health: Partial<HealthSection> | undefined; evaluating: boolean }) {
  if (!health) {
    if (evaluating) {
      return <Evaluating text="Evaluating health impact…" live />;
    }
    return <Empty text={EMPTY_TEXT.health} />;
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
      <AlertsBox title="Health Alerts" items={alerts} />
      <ImpactBlock
        title="Health Impact"
        summary={health.impact_summary || defaultSummary('health')}
        reliability={health.reliability ?? 'Low'}
      />
      <LabelScores health={health} />
      {health.nutrition && <NutritionTable nutrition={health.nutrition} />}
      <Certifications
        title="Health Certifications"
        items={gatherCertifications({ certifications: health.certifications })}
      />
      <Recommendations items={health.recommendations} />

      {(allergens.length > 0 || allergenView.absent || allergenView.unknown) && (
        <Block title="Allergens">
          {allergenView.absent && <p className="cc-sm">{allergenView.absent}</p>}
          {allergenView.unknown && <p className="cc-sm cc-muted">{allergenView.unknown}</p>}
          <CardGrid>
            {allergens.map(([name, entry]) => {
              const status = ALLERGEN_STATUS[entry.status] ?? ALLERGEN_STATUS.unknown;
              return (
                <InfoCard
                  key={name}
                  title={humanize(name)}
                  highlighted={entry.highlighted}
                  badges={
                    <>
                      <Badge palette={status.color}>{entry.may_contain ? 'May contain' : status.label}</Badge>
                      {entry.status !== 'no' && entry.severity && (
                        // In the colour of its meaning: a high severity is never green.
                        <Badge variant="outline" palette={SEVERITY_COLOR[entry.severity]}>
                          {humanize(entry.severity)} severity
                        </Badge>
                      )}
                    </>
                  }
                >
                  {entry.notes && !alerted.has(`allergen:${name}`) && <p className="cc-sm">{cleanText(entry.notes)}</p>}
                </InfoCard>
              );
            })}
          </CardGrid>
        </Block>
      )}

      {concerns.length > 0 && (
        <Block title="Health Concerns">
          <CardGrid>
            {concerns.map(([name, entry]) => {
              const status = CONCERN_STATUS[entry.status] ?? CONCERN_STATUS.low;
              return (
                <InfoCard
                  key={name}
                  title={humanize(name)}
                  highlighted={entry.highlighted}
                  badges={<Badge palette={status.color}>{status.label}</Badge>}
                >
                  {entry.notes && !alerted.has(`concern:${name}`) && <p className="cc-sm">{cleanText(entry.notes)}</p>}
                </InfoCard>
              );
            })}
          </CardGrid>
        </Block>
      )}

      {(ingredients.length > 0 || notable.length > 0) && (
        <Block title="Ingredients">
          <div className="cc-col cc-gap-4">
            {ingredients.length > 0 && <Chips items={ingredients} />}
            {notable.length > 0 && (
              <Fold title="Notable ingredients" count={notable.length} level="h3">
                <div className="cc-col cc-gap-2">
                  {notable.map((ingredient, index) => (
                    <InfoCard
                      key={`${ingredient.name}-${index}`}
                      title={cleanText(ingredient.name)}
                      highlighted={ingredient.highlighted}
                      badges={ingredient.highlighted ? <Badge palette="orange">Concern</Badge> : undefined}
                    >
                      {ingredient.purpose && (
                        <p className="cc-sm">
                          <span className="cc-medium">Purpose:</span> {cleanText(ingredient.purpose)}
                        </p>
                      )}
                      {ingredient.concerns && (
                        <p className="cc-sm">
                          <span className="cc-medium">Concerns:</span> {cleanText(ingredient.concerns)}
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
        title="Company Health Initiatives"
        initiatives={health.company_health_initiatives}
        practices={[
          ['lobbying', 'Health lobbying'],
          ['research_funding', 'Research funding'],
          ['marketing_practices', 'Marketing practices'],
        ]}
      />
      <hr className="cc-separator" />
      <Sources sources={health.sources} />
    </div>
  );
}
