import { Button, Checkbox, Container, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ProductSummary } from '../../components/product-summary.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { MAX_COMPARE } from '../../config/constants.ts';
import { compareHref } from '../../features/compare/lib/compare-list.ts';
import { useHistory } from '../../features/history/hooks/use-history.ts';
import { logger } from '../../lib/logger.ts';

/** This page is built with the UI kit (see the router). */
export const kit = true;

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday"; "just now" under a minute. */
export function when(iso: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The reports the shopper opened (issue 17), newest first: open one again, forget one or all, compare a few. */
export function HistoryRoute() {
  const history = useHistory();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const act = (work: Promise<void>, failure: string) =>
    work.catch((error: unknown) => {
      logger.warn(failure, error);
      notify({ status: 'error', title: failure, description: 'Please try again.' });
    });
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id].slice(-MAX_COMPARE) : ids.filter((x) => x !== id)));

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <PageTitle page="History" />
      <Stack gap="5">
        <HStack justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            History
          </Heading>
          {history.entries.length > 0 && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void act(history.clear(), 'Could not clear your history')}
            >
              Clear history
            </Button>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {history.kept === 'account'
            ? 'The reports you opened, kept in your account (the last 100).'
            : 'The reports you opened on this device (the last 100). Sign in to keep them in your account.'}
        </Text>
        {history.error && (
          <Text color="fg.error" role="alert">
            Your history could not be loaded. Please try again.
          </Text>
        )}
        {history.isPending ? (
          <Skeleton h="40" rounded="lg" />
        ) : history.entries.length === 0 ? (
          <Stack gap="3" align="start">
            <Text>No reports yet. The products you open appear here.</Text>
            <Button asChild>
              <RouterLink to="/search">Search Products</RouterLink>
            </Button>
          </Stack>
        ) : (
          <>
            <HStack gap="3" wrap="wrap">
              <Button size="sm" disabled={selected.length < 2} onClick={() => void navigate(compareHref(selected))}>
                Compare selected{selected.length > 0 ? ` (${selected.length})` : ''}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Select 2 to {MAX_COMPARE} products to compare.
              </Text>
            </HStack>
            <Stack as="ul" gap="2" listStyleType="none">
              {history.entries.map((entry) => (
                <HStack as="li" key={entry.product_id} borderWidth="1px" rounded="lg" p="3" gap="3" align="start">
                  <Checkbox.Root
                    checked={selected.includes(entry.product_id)}
                    onCheckedChange={(details) => toggle(entry.product_id, details.checked === true)}
                    mt="1"
                  >
                    <Checkbox.HiddenInput aria-label={`Select ${entry.name} to compare`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                  <ProductSummary
                    id={entry.product_id}
                    name={entry.name}
                    brand={entry.brand}
                    quantity={entry.quantity}
                    imageUrl={entry.image_url}
                    scores={entry.scores}
                    meta={
                      <time dateTime={entry.viewed_at} title={new Date(entry.viewed_at).toLocaleString()}>
                        {when(entry.viewed_at)}
                      </time>
                    }
                  />
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${entry.name} from history`}
                    onClick={() => {
                      toggle(entry.product_id, false);
                      void act(history.remove(entry.product_id), 'Could not remove it from your history');
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
