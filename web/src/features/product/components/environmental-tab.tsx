import { cleanText } from '@clearcart/text';
import type { EnvironmentalSection } from '@clearcart/contracts';
import { environmentalAlerts, gatherCertifications, isCertified, palmOilRating, palmOilTitle } from '../lib/derive.ts';
import { defaultSummary, emptyText } from '../lib/product-response.ts';
import { CompanyInitiatives } from './company-initiatives.tsx';
import { GreenClaims } from './green-claims.tsx';
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
import { useT } from '../../../i18n/react.tsx';
import { keyLabel, knownKey, valueLabel } from '../lib/labels.ts';

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
  return <Badge palette={RATING_COLOR[rating.toLowerCase()] ?? 'gray'}>{valueLabel(rating)}</Badge>;
}

export function EnvironmentalTab({
  env,
  evaluating,
}: {
  env: Partial<EnvironmentalSection> | undefined;
  evaluating: boolean;
}) {
  const t = useT();
  if (!env) {
    if (evaluating) {
      return <Evaluating text={t('env.evaluating')} />;
    }
    return <Empty text={emptyText('environmental')} />;
  }
  const palm = env.palm_oil;
  const factors = env.environmental_factors;
  const palmLabel = palmOilRating(palm);

  return (
    <div className="cc-col cc-gap-6">
      <AlertsBox title={t('env.alerts')} items={environmentalAlerts(env)} />
      <ImpactBlock
        title={t('env.impact')}
        summary={env.impact_summary || defaultSummary('environmental')}
        reliability={env.reliability ?? 'Low'}
      />
      <Certifications
        title={t('env.certifications')}
        items={gatherCertifications({ certifications: env.certifications, palm_oil: palm })}
      />
      <Recommendations items={env.recommendations} />

      {palm && (
        <Block title={t('env.palmOil')}>
          <InfoCard
            title={palmOilTitle(palm)}
            highlighted={palm.highlighted}
            badges={
              <>
                <Badge
                  palette={
                    palm.contains || palm.status === 'maybe' ? 'orange' : palm.status === 'unknown' ? 'gray' : 'green'
                  }
                >
                  {valueLabel(palmLabel)}
                </Badge>
                {isCertified(palm.certification) && (
                  <Badge palette="green" variant="outline" translate="no">
                    {palm.certification}
                  </Badge>
                )}
              </>
            }
          >
            {palm.sustainability_level && palm.sustainability_level !== 'unknown' && (
              <p className="cc-sm">{t('env.sustainability', { level: valueLabel(palm.sustainability_level) })}</p>
            )}
            {palm.details && (
              <p className="cc-sm" data-server-text>
                {cleanText(palm.details)}
              </p>
            )}
            <Sources sources={palm.sources} title="" />
          </InfoCard>
        </Block>
      )}

      {factors && (
        <Block title={t('env.factors')}>
          <CardGrid>
            {(['carbon_footprint', 'water_usage', 'resource_depletion'] as const).map((key) => {
              const factor = factors[key];
              if (!factor) return null;
              return (
                <InfoCard
                  key={key}
                  title={keyLabel(key)}
                  highlighted={factor.highlighted}
                  badges={ratingBadge(factor.rating)}
                >
                  {factor.details && (
                    <p className="cc-sm" data-server-text>
                      {cleanText(factor.details)}
                    </p>
                  )}
                  {factor.method && (
                    <Fold title={t('env.howScored')} level="h3">
                      <p className="cc-sm cc-muted" data-server-text>
                        {cleanText(factor.method)}
                      </p>
                    </Fold>
                  )}
                </InfoCard>
              );
            })}
            {factors.packaging && (
              <InfoCard title={keyLabel('packaging')} highlighted={factors.packaging.highlighted}>
                <p className="cc-sm">
                  {t('env.packagingLine', {
                    recyclable: valueLabel(factors.packaging.recyclability),
                    biodegradable: valueLabel(factors.packaging.biodegradable),
                  })}
                </p>
                {factors.packaging.details && (
                  <p className="cc-sm" data-server-text>
                    {cleanText(factors.packaging.details)}
                  </p>
                )}
              </InfoCard>
            )}
            {Object.entries(factors.others ?? {}).map(([key, other]) => (
              <InfoCard
                key={key}
                title={keyLabel(key)}
                titleFromServer={!knownKey(key)}
                badges={ratingBadge(other.rating)}
              >
                {other.status && <p className="cc-sm">{t('env.status', { status: valueLabel(other.status) })}</p>}
                {other.details && (
                  <p className="cc-sm" data-server-text>
                    {cleanText(other.details)}
                  </p>
                )}
              </InfoCard>
            ))}
          </CardGrid>
        </Block>
      )}

      <GreenClaims check={env.green_claims} />

      {palm?.explanation && (
        <Block title={t('env.legacyPalm')}>
          <p data-server-text>{cleanText(palm.explanation)}</p>
        </Block>
      )}
      <Sources sources={env.sources} />
      <CompanyInitiatives
        title={t('env.initiatives')}
        initiatives={env.company_environmental_initiatives}
        practices={[
          ['water_issues', t('env.practice.water')],
          ['pollution_incidents', t('env.practice.pollution')],
          ['lobbying', t('env.practice.lobbying')],
          ['greenwashing', t('env.practice.greenwashing')],
        ]}
      />
    </div>
  );
}
