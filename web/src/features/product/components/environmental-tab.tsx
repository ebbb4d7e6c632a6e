import { cleanText } from '@clearcart/text';
import type { EnvironmentalSection } from '@clearcart/contracts';
import {
  environmentalAlerts,
  gatherCertifications,
  isCertified,
  palmOilRating,
  palmOilTitle,
  UNSUSTAINABLE,
} from '../lib/derive.ts';
import { defaultSummary, EMPTY_TEXT } from '../lib/product-response.ts';
import { humanize } from '../lib/text.ts';
import { CompanyInitiatives } from './company-initiatives.tsx';
import {
  AlertsBox,
  Badge,
  Block,
  CardGrid,
  Certifications,
  Empty,
  Evaluating,
  Fold,
  ImpactBlock,
  InfoCard,
  Recommendations,
  Sources,
  type Palette,
} from './report-parts.tsx';

const RATING_COLOR: Record<string, Palette> = {
  low: 'green',
  medium: 'orange',
  high: 'red',
  good: 'green',
  poor: 'red',
  fair: 'yellow',
};

function ratingBadge(rating: string | undefined) {
  if (!rating) return null;
  return <Badge palette={RATING_COLOR[rating.toLowerCase()] ?? 'gray'}>{humanize(rating)}</Badge>;
}

export function EnvironmentalTab({
  env,
  evaluating,
}: {
  env: Partial<EnvironmentalSection> | undefined;
  evaluating: boolean;
}) {
  if (!env) {
    if (evaluating) {
      return <Evaluating text="Evaluating environmental impact…" />;
    }
    return <Empty text={EMPTY_TEXT.environmental} />;
  }
  const palm = env.palm_oil;
  const factors = env.environmental_factors;
  const palmLabel = palmOilRating(palm);

  return (
    <div className="cc-col cc-gap-6">
      <AlertsBox title="Environmental Alerts" items={environmentalAlerts(env)} />
      <ImpactBlock
        title="Environmental Impact"
        summary={env.impact_summary || defaultSummary('environmental')}
        reliability={env.reliability ?? 'Low'}
      />
      <Certifications
        title="Product Certifications"
        items={gatherCertifications({ certifications: env.certifications, palm_oil: palm })}
      />
      <Recommendations items={env.recommendations} />

      {palm && (
        <Block title="Palm Oil">
          <InfoCard
            title={palmOilTitle(palm)}
            highlighted={palm.highlighted}
            badges={
              <>
                <Badge
                  palette={
                    palmLabel === UNSUSTAINABLE
                      ? 'red'
                      : palm.contains || palm.status === 'maybe'
                        ? 'orange'
                        : palm.status === 'unknown'
                          ? 'gray'
                          : 'green'
                  }
                >
                  {palmLabel}
                </Badge>
                {isCertified(palm.certification) && (
                  <Badge palette="green" variant="outline">
                    {palm.certification}
                  </Badge>
                )}
              </>
            }
          >
            {palm.sustainability_level && palm.sustainability_level !== 'unknown' && (
              <p className="cc-sm">Sustainability level: {palm.sustainability_level}</p>
            )}
            {palm.details && <p className="cc-sm">{cleanText(palm.details)}</p>}
            <Sources sources={palm.sources} title="" />
          </InfoCard>
        </Block>
      )}

      {factors && (
        <Block title="Environmental Factors">
          <CardGrid>
            {(['carbon_footprint', 'water_usage', 'resource_depletion'] as const).map((key) => {
              const factor = factors[key];
              if (!factor) return null;
              return (
                <InfoCard
                  key={key}
                  title={humanize(key)}
                  highlighted={factor.highlighted}
                  badges={ratingBadge(factor.rating)}
                >
                  {factor.details && <p className="cc-sm">{cleanText(factor.details)}</p>}
                  {factor.method && (
                    <Fold title="How we score this" level="h3">
                      <p className="cc-sm cc-muted">{cleanText(factor.method)}</p>
                    </Fold>
                  )}
                </InfoCard>
              );
            })}
            {factors.packaging && (
              <InfoCard title="Packaging" highlighted={factors.packaging.highlighted}>
                <p className="cc-sm">
                  Recyclable: {factors.packaging.recyclability} · Biodegradable: {factors.packaging.biodegradable}
                </p>
                {factors.packaging.details && <p className="cc-sm">{cleanText(factors.packaging.details)}</p>}
              </InfoCard>
            )}
            {Object.entries(factors.others ?? {}).map(([key, other]) => (
              <InfoCard key={key} title={humanize(key)} badges={ratingBadge(other.rating)}>
                {other.status && <p className="cc-sm">Status: {other.status}</p>}
                {other.details && <p className="cc-sm">{cleanText(other.details)}</p>}
              </InfoCard>
            ))}
          </CardGrid>
        </Block>
      )}

      {palm?.explanation && (
        <Block title="Legacy Palm Oil Information">
          <p>{cleanText(palm.explanation)}</p>
        </Block>
      )}
      <Sources sources={env.sources} />
      <CompanyInitiatives
        title="Company Environmental Initiatives"
        initiatives={env.company_environmental_initiatives}
        practices={[
          ['water_issues', 'Water issues'],
          ['pollution_incidents', 'Pollution incidents'],
          ['lobbying', 'Environmental lobbying'],
          ['greenwashing', 'Greenwashing assessment'],
        ]}
      />
    </div>
  );
}
