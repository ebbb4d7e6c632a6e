import { cleanText, recommendationIcon } from '@clearcart/text';
import {
  Badge,
  Box,
  Heading,
  HStack,
  Icon,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { AlertTriangle, CheckCircle2, ExternalLink, Info, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { reliabilityBadge, type AlertItem, type CertificationView } from '../lib/derive.ts';
import { recommendationTexts, sourceViews } from '../lib/text.ts';

export function Block({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box as="section" aria-label={title || undefined}>
      {title && (
        <HStack justify="space-between" mb="2" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      )}
      {children}
    </Box>
  );
}

/**
 * A block folded behind its title ("Sources (17)"): the report stays short on a phone and nothing is lost. A native
 * <details>, so it opens with the keyboard and for screen readers without script.
 */
export function Fold({
  title,
  count,
  children,
  level = 'h2',
}: {
  title: string;
  count?: number;
  children: ReactNode;
  level?: 'h2' | 'h3';
}) {
  return (
    <Box as="details" css={{ '& > summary::marker': { color: 'var(--chakra-colors-fg-muted)' } }}>
      <Box
        as="summary"
        cursor="pointer"
        py="1"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      >
        <Heading as={level} size={level === 'h2' ? 'md' : 'sm'} display="inline">
          {title}
          {count !== undefined && ` (${count})`}
        </Heading>
      </Box>
      <Box mt="2">{children}</Box>
    </Box>
  );
}

export function Paragraph({ text }: { text: string | undefined | null }) {
  const clean = cleanText(text);
  return clean ? <Text lineHeight="tall">{clean}</Text> : null;
}

export function ReliabilityBadgeView({ reliability }: { reliability: unknown }) {
  const badge = reliabilityBadge(reliability);
  return (
    <Badge colorPalette={badge.color} variant="subtle" title={badge.description ?? undefined} size="md">
      {badge.label}
    </Badge>
  );
}

/** Impact summary with its reliability badge and the badge's explanation. */
export function ImpactBlock({ title, summary, reliability }: { title: string; summary: string; reliability: unknown }) {
  const badge = reliabilityBadge(reliability);
  return (
    <Block title={title} action={<ReliabilityBadgeView reliability={reliability} />}>
      <Stack gap="1">
        <Paragraph text={summary} />
        {badge.description && (
          <Text fontSize="sm" color="fg.muted">
            {badge.description}
          </Text>
        )}
      </Stack>
    </Block>
  );
}

const RECOMMENDATION_ICONS = {
  warning: { icon: <AlertTriangle />, color: 'orange.fg', label: 'Warning' },
  info: { icon: <Info />, color: 'blue.fg', label: 'Note' },
  check: { icon: <CheckCircle2 />, color: 'green.fg', label: 'Good' },
} as const;

export function Recommendations({ items, title = 'Recommendations' }: { items: unknown; title?: string }) {
  const texts = recommendationTexts(items);
  if (texts.length === 0) return null;
  return (
    <Block title={title}>
      <List.Root gap="2" variant="plain">
        {texts.map((text, index) => {
          const kind = RECOMMENDATION_ICONS[recommendationIcon(text)];
          return (
            <List.Item key={index} alignItems="flex-start">
              <List.Indicator asChild color={kind.color} mt="1">
                <span role="img" aria-label={kind.label}>
                  {kind.icon}
                </span>
              </List.Indicator>
              {text}
            </List.Item>
          );
        })}
      </List.Root>
    </Block>
  );
}

export function Sources({ sources, title = 'Sources' }: { sources: unknown; title?: string }) {
  const views = sourceViews(sources);
  if (views.length === 0) return null;
  const list = (
    <List.Root gap="1" ps="5" fontSize="sm">
      {views.map((source) => (
        <List.Item key={source.url ?? source.title}>
          {source.url ? (
            // Inline, not the default inline-flex: a wrapped title would squeeze the icon to a speck.
            <Link href={source.url} target="_blank" rel="noopener noreferrer" color="brand.fg" display="inline">
              {source.title}{' '}
              <ExternalLink size={12} aria-hidden="true" style={{ display: 'inline', verticalAlign: 'baseline' }} />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          ) : (
            // A source named without an address cannot be checked by the reader: say so.
            <>
              {source.title}{' '}
              <Text as="span" color="fg.muted" fontSize="xs">
                (citation incomplete)
              </Text>
            </>
          )}
          {/* The source's own words, so a reader sees what supports the claim before opening the page. */}
          {source.quote && (
            <Text as="blockquote" color="fg.muted" fontSize="xs" fontStyle="italic" ps="2" borderStartWidth="2px">
              “{source.quote}”
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
  // A card's own sources stay in view; a tab's list of them is folded behind "Sources (N)".
  return title ? (
    <Fold title={title} count={views.length}>
      {list}
    </Fold>
  ) : (
    list
  );
}

const IMPACT_COLOR = { positive: 'green', negative: 'red', neutral: 'gray' } as const;

export function Certifications({ title, items, empty }: { title: string; items: CertificationView[]; empty?: string }) {
  if (items.length === 0 && !empty) return null;
  return (
    <Block title={title}>
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="2">
          {items.map((cert) => (
            <Box key={cert.name} borderWidth="1px" rounded="md" p="3">
              <HStack gap="2" wrap="wrap">
                <ShieldCheck size={16} aria-hidden="true" />
                <Text fontWeight="semibold">{cert.name}</Text>
                {cert.verified && (
                  <Badge colorPalette="green" size="sm">
                    Verified
                  </Badge>
                )}
                {cert.impact && cert.impact !== 'neutral' && (
                  <Badge colorPalette={IMPACT_COLOR[cert.impact]} size="sm" variant="outline">
                    {cert.impact === 'positive' ? 'Positive impact' : 'Negative impact'}
                  </Badge>
                )}
              </HStack>
              {cert.description && (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {cert.description}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Block>
  );
}

const SEVERITY_COLOR = { high: 'red', medium: 'orange', low: 'yellow' } as const;

/** The alert box at the top of a tab. */
export function AlertsBox({ title, items }: { title: string; items: AlertItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box role="region" aria-label={title} borderWidth="1px" borderColor="red.muted" bg="red.subtle" rounded="lg" p="4">
      <HStack mb="2" color="red.fg">
        <Icon>
          <AlertTriangle aria-hidden="true" />
        </Icon>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </HStack>
      <List.Root gap="2" variant="plain">
        {items.map((item) => (
          <List.Item key={item.key} display="block">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{item.name}</Text>
              <Badge colorPalette={SEVERITY_COLOR[item.severity]} size="sm">
                {item.severity.charAt(0).toUpperCase() + item.severity.slice(1)}
              </Badge>
            </HStack>
            {item.text && <Text fontSize="sm">{item.text}</Text>}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** A grid of labelled cards (allergens, concerns, factors). */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {children}
    </SimpleGrid>
  );
}

export function InfoCard({
  title,
  badges,
  children,
  highlighted,
}: {
  title: string;
  badges?: ReactNode;
  children?: ReactNode;
  highlighted?: boolean;
}) {
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      p="3"
      borderColor={highlighted ? 'orange.emphasized' : undefined}
      bg={highlighted ? 'orange.subtle' : undefined}
    >
      <HStack gap="2" wrap="wrap" mb={children ? '1' : '0'}>
        <Text fontWeight="semibold">{title}</Text>
        {badges}
      </HStack>
      {children}
    </Box>
  );
}

export function Chips({ items }: { items: string[] }) {
  return (
    <Wrap gap="2">
      {items.map((item, index) => (
        <Badge key={`${item}-${index}`} variant="outline" size="md">
          {item}
        </Badge>
      ))}
    </Wrap>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <Text color="fg.muted" py="6" textAlign="center">
      {text}
    </Text>
  );
}
