import type { ProductResponse } from '@clearcart/contracts';
import { Box, Code, Heading, Tabs } from '@chakra-ui/react';
import { gatherCertifications, healthAlerts, reliabilityBadge } from '../lib/derive.ts';
import { extractRatings } from '../lib/product-response.ts';
import { recommendationTexts, sourceViews } from '../lib/text.ts';

/** Dotted paths and their types, three levels deep: the response's structure at a glance. */
export function describeStructure(value: unknown, path = '', depth = 0, out: string[] = []): string[] {
  const type = Array.isArray(value) ? `array(${value.length})` : value === null ? 'null' : typeof value;
  if (path) out.push(`${path}: ${type}`);
  if (depth >= 3 || typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [key, child] of Object.entries(value))
    describeStructure(child, path ? `${path}.${key}` : key, depth + 1, out);
  return out;
}

function Json({ value }: { value: unknown }) {
  return (
    <Code
      as="pre"
      display="block"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      p="3"
      maxH="24rem"
      overflow="auto"
      fontSize="xs"
      tabIndex={0}
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </Code>
  );
}

/** Technical view of the raw evaluation (toggled by clicking the product name). */
export function DebugPanel({ evaluation }: { evaluation: ProductResponse }) {
  const health = extractRatings(evaluation)?.health;
  const normalised = health && {
    reliability: reliabilityBadge(health.reliability),
    recommendations: recommendationTexts(health.recommendations),
    certifications: gatherCertifications({ certifications: health.certifications }),
    alerts: healthAlerts(health),
    sources: sourceViews(health.sources),
  };
  return (
    <Box id="debug-panel" borderWidth="1px" borderStyle="dashed" rounded="lg" p="4" bg="bg.subtle">
      <Heading as="h2" size="sm" mb="2">
        Technical details
      </Heading>
      <Tabs.Root defaultValue="raw" size="sm" variant="line" lazyMount>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="raw">Raw health data</Tabs.Trigger>
          <Tabs.Trigger value="normalised">Normalised health</Tabs.Trigger>
          <Tabs.Trigger value="structure">Response structure</Tabs.Trigger>
          <Tabs.Trigger value="full">Full response</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="raw">
          <Json value={health ?? 'No health data'} />
        </Tabs.Content>
        <Tabs.Content value="normalised">
          <Json value={normalised ?? 'No health data'} />
        </Tabs.Content>
        <Tabs.Content value="structure">
          <Json value={describeStructure(evaluation).join('\n')} />
        </Tabs.Content>
        <Tabs.Content value="full">
          <Json value={evaluation} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
