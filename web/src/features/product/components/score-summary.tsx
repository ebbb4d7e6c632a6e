import { cleanText } from '@clearcart/text';
import type { ProductEntity, Ratings } from '@clearcart/contracts';
import { AbsoluteCenter, Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';

const GRADE_COLOR = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', E: 'red' } as const;
const TITLES = { health: 'Health', environmental: 'Environmental', ethical: 'Ethical' } as const;

/** First sentence of a summary: the one line of "why" under a score. */
export function firstSentence(text: string | undefined): string {
  const clean = cleanText(text);
  const match = /^(.+?[.!?])(\s|$)/.exec(clean);
  return match?.[1] ?? clean;
}

/**
 * The score as a ring (a plain SVG: a progress component's state machine and number formatting cost more, on every
 * render of the report, than the whole rest of the card).
 */
function ScoreRing({
  title,
  score,
  color,
  children,
}: {
  title: string;
  score?: number;
  color: string;
  children: ReactNode;
}) {
  const value = Math.min(100, Math.max(0, score ?? 0));
  return (
    <Box
      position="relative"
      boxSize="12"
      flexShrink="0"
      role="progressbar"
      aria-label={`${title} score`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score === undefined ? undefined : Math.round(value)}
    >
      <svg viewBox="0 0 48 48" width="100%" height="100%" aria-hidden="true">
        <circle cx="24" cy="24" r="20.5" fill="none" strokeWidth="7" stroke={`var(--chakra-colors-${color}-muted)`} />
        <circle
          cx="24"
          cy="24"
          r="20.5"
          fill="none"
          strokeWidth="7"
          stroke={`var(--chakra-colors-${color}-solid)`}
          pathLength={100}
          strokeDasharray={`${value} 100`}
          transform="rotate(-90 24 24)"
        />
      </svg>
      <AbsoluteCenter fontWeight="bold" fontSize="lg">
        {children}
      </AbsoluteCenter>
    </Box>
  );
}

function ScoreCard({
  title,
  score,
  grade,
  why,
}: {
  title: string;
  score?: number;
  grade?: keyof typeof GRADE_COLOR;
  why: string;
}) {
  const color = grade ? GRADE_COLOR[grade] : 'gray';
  return (
    <HStack borderWidth="1px" rounded="lg" p="3" gap="3" align="center" bg="bg.panel">
      <ScoreRing title={title} score={score} color={color}>
        {grade ?? '–'}
      </ScoreRing>
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold">{title}</Text>
        {/* The score leads the "why" line: beside a long title it would wrap onto a line of its own. */}
        {/* Two lines at most, so the cards keep the height of their placeholders (no layout shift); the whole
            sentence is the card's title text and the tab's summary. */}
        <Text fontSize="sm" color="fg.muted" lineClamp={2} title={why}>
          {typeof score === 'number' ? (
            <Text as="span" color="fg" fontWeight="medium">
              {Math.round(score)}/100 ·{' '}
            </Text>
          ) : (
            // An unknown is never a grade: the card says so, in grey, with what is missing.
            !why.startsWith('Not enough data') && <Text as="span">Not enough data · </Text>
          )}
          {why}
        </Text>
      </Stack>
    </HStack>
  );
}

/** One visual per tab at the top of the report: the section's grade, score and one line why. */
export function ScoreSummary({
  ratings,
  entity,
  evaluating,
}: {
  ratings: Partial<Ratings> | undefined;
  entity: Partial<ProductEntity>;
  /** While the evaluation runs, the cards' place is held so the tabs below do not jump when they arrive. */
  evaluating: boolean;
}) {
  if (!ratings) {
    if (!evaluating) return null;
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-hidden="true" data-testid="score-summary-pending">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="88px" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const owner =
    entity.insights?.company?.ownership?.at(-1)?.company ?? entity.parent_company ?? entity.insights?.company?.name;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" as="section" aria-label="Score summary">
      {(['health', 'environmental', 'ethical'] as const).map((key) => {
        const section = ratings[key];
        if (!section) return null;
        return (
          <ScoreCard
            key={key}
            title={TITLES[key]}
            score={section.score}
            grade={section.grade}
            why={firstSentence(section.impact_summary) || 'Not enough data to score.'}
          />
        );
      })}
      <HStack borderWidth="1px" rounded="lg" p="3" gap="3" bg="bg.panel">
        <Box p="3" rounded="full" bg="purple.subtle" color="purple.fg">
          <Building2 aria-hidden="true" />
        </Box>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">Company</Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {owner ? `Owned by ${owner}` : 'Ownership not known'}
          </Text>
        </Stack>
      </HStack>
    </SimpleGrid>
  );
}
