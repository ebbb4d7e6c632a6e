import { cleanText } from '@clearcart/text';
import type { Concern } from '@clearcart/contracts';
import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Fold, Paragraph, Sources } from './report-parts.tsx';

interface Practice {
  summary?: string;
  examples?: string[];
}

interface Initiatives {
  summary?: string;
  highlights?: string[];
  concerns?: Concern[] | string;
  sources?: unknown;
  [key: string]: unknown;
}

const SEVERITY_COLOR = { high: 'red', medium: 'orange', low: 'yellow' } as const;

function PracticeView({ label, practice }: { label: string; practice: Practice | undefined }) {
  const summary = cleanText(practice?.summary);
  const examples = (practice?.examples ?? []).map(cleanText).filter(Boolean);
  if (!summary && examples.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" size="sm" mb="1">
        {label}
      </Heading>
      {summary && <Text>{summary}</Text>}
      {examples.length > 0 && (
        <List.Root ps="5" mt="1" fontSize="sm">
          {examples.map((example, index) => (
            <List.Item key={index}>{example}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** Company initiatives: summary, highlights, concerns, then the section's practice blocks. */
export function CompanyInitiatives({
  title,
  initiatives,
  practices,
}: {
  title: string;
  initiatives: Initiatives | undefined;
  practices: Array<[key: string, label: string]>;
}) {
  if (!initiatives) return null;
  const highlights = (initiatives.highlights ?? []).map(cleanText).filter(Boolean);
  const concerns = initiatives.concerns;
  return (
    // The company's record is long and the same on every product of the company: folded behind its title.
    <Fold title={title}>
      {/* Body text at the size of the other cards of the report (sm), not the page default. */}
      <Stack gap="4" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle" fontSize="sm">
        <Paragraph text={initiatives.summary} />
        {highlights.length > 0 && (
          <Box>
            <Heading as="h3" size="sm" mb="1" color="green.fg">
              Positive highlights
            </Heading>
            <List.Root ps="5">
              {highlights.map((item, index) => (
                <List.Item key={index}>{item}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        {typeof concerns === 'string' && cleanText(concerns) && (
          <Box>
            <Heading as="h3" size="sm" mb="1" color="red.fg">
              Concerns
            </Heading>
            <Text>{cleanText(concerns)}</Text>
          </Box>
        )}
        {Array.isArray(concerns) && concerns.length > 0 && (
          <Box>
            <Heading as="h3" size="sm" mb="2" color="red.fg">
              Concerns
            </Heading>
            <Stack gap="3">
              {concerns.map((concern, index) => (
                <Box
                  key={index}
                  borderStartWidth="3px"
                  borderColor={`${SEVERITY_COLOR[concern.severity] ?? 'gray'}.solid`}
                  ps="3"
                >
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{cleanText(concern.issue)}</Text>
                    {concern.severity && (
                      <Badge colorPalette={SEVERITY_COLOR[concern.severity] ?? 'gray'} size="sm">
                        {concern.severity}
                      </Badge>
                    )}
                    {concern.status && (
                      <Badge variant="outline" size="sm">
                        {concern.status}
                      </Badge>
                    )}
                  </HStack>
                  <Paragraph text={concern.description} />
                  <Sources sources={concern.sources} title="" />
                </Box>
              ))}
            </Stack>
          </Box>
        )}
        {practices.map(([key, label]) => (
          <PracticeView key={key} label={label} practice={initiatives[key] as Practice | undefined} />
        ))}
        <Sources sources={initiatives.sources} />
      </Stack>
    </Fold>
  );
}
