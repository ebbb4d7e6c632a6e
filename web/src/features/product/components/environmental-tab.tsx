import { cleanText } from '@clearcart/text';
import type { EnvironmentalSection } from '@clearcart/contracts';
import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
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
  Block,
  CardGrid,
  Certifications,
  Empty,
  Fold,
  ImpactBlock,
  InfoCard,
  Recommendations,
  Sources,
} from './report-parts.tsx';

const RATING_COLOR: Record<string, string> = {
  low: 'green',
  medium: 'orange',
  high: 'red',
  good: 'green',
  poor: 'red',
  fair: 'yellow',
};

function ratingBadge(rating: string | undefined) {
  if (!rating) return null;
  return (
    <Badge colorPalette={RATING_COLOR[rating.toLowerCase()] ?? 'gray'} size="sm">
      {humanize(rating)}
    </Badge>
  );
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
      return (
        <HStack py="8" justify="center" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text color="fg.muted">Evaluating environmental impact…</Text>
        </HStack>
      );
    }
    return <Empty text={EMPTY_TEXT.environmental} />;
  }
  const palm = env.palm_oil;
  const factors = env.environmental_factors;
  const palmLabel = palmOilRating(palm);

  return (
    <Stack gap="6">
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
                  colorPalette={
                    palmLabel === UNSUSTAINABLE
                      ? 'red'
                      : palm.contains || palm.status === 'maybe'
                        ? 'orange'
                        : palm.status === 'unknown'
                          ? 'gray'
                          : 'green'
                  }
                  size="sm"
                >
                  {palmLabel}
                </Badge>
                {isCertified(palm.certification) && (
                  <Badge colorPalette="green" variant="outline" size="sm">
                    {palm.certification}
                  </Badge>
                )}
              </>
            }
          >
            {palm.sustainability_level && palm.sustainability_level !== 'unknown' && (
              <Text fontSize="sm">Sustainability level: {palm.sustainability_level}</Text>
            )}
            {palm.details && <Text fontSize="sm">{cleanText(palm.details)}</Text>}
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
                  {factor.details && <Text fontSize="sm">{cleanText(factor.details)}</Text>}
                  {factor.method && (
                    <Fold title="How we score this" level="h3">
                      <Text fontSize="sm" color="fg.muted">
                        {cleanText(factor.method)}
                      </Text>
                    </Fold>
                  )}
                </InfoCard>
              );
            })}
            {factors.packaging && (
              <InfoCard title="Packaging" highlighted={factors.packaging.highlighted}>
                <Text fontSize="sm">
                  Recyclable: {factors.packaging.recyclability} · Biodegradable: {factors.packaging.biodegradable}
                </Text>
                {factors.packaging.details && <Text fontSize="sm">{cleanText(factors.packaging.details)}</Text>}
              </InfoCard>
            )}
            {Object.entries(factors.others ?? {}).map(([key, other]) => (
              <InfoCard key={key} title={humanize(key)} badges={ratingBadge(other.rating)}>
                {other.status && <Text fontSize="sm">Status: {other.status}</Text>}
                {other.details && <Text fontSize="sm">{cleanText(other.details)}</Text>}
              </InfoCard>
            ))}
          </CardGrid>
        </Block>
      )}

      {palm?.explanation && (
        <Block title="Legacy Palm Oil Information">
          <Text>{cleanText(palm.explanation)}</Text>
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
    </Stack>
  );
}
