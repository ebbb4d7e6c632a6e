import type { ProductResponse } from '@clearcart/contracts';
import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ProductThumb } from '../../components/product-thumb.tsx';
import { MAX_COMPARE } from '../../config/constants.ts';
import { compareHref } from '../../features/compare/lib/compare-list.ts';
import { compareRows, type CompareCell } from '../../features/compare/lib/compare-rows.ts';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import { evaluateProduct } from '../../features/product/api/evaluate-product.ts';
import { productName } from '../../features/product/lib/product-response.ts';

/** This page is built with the UI kit (see the router). */
export const kit = true;

// Plain table elements with style props: a table recipe would add to every page's bundle for this one page.
const Table = chakra('table');
const THead = chakra('thead');
const TBody = chakra('tbody');
const Tr = chakra('tr');
const Th = chakra('th');
const Td = chakra('td');

/** The ids of the address (`?ids=a,b`): distinct, non-empty, at most MAX_COMPARE. */
export function compareIds(raw: string | null): string[] {
  const ids = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

function Cell({ cell }: { cell: CompareCell }) {
  const parts = cell.highlighted ? cell.text.split(', ') : [cell.text];
  return (
    <HStack gap="1.5" align="start" wrap="wrap">
      <Text fontWeight={cell.better ? 'semibold' : 'normal'}>
        {parts.map((part, i) => (
          <span key={part}>
            {i > 0 && ', '}
            {cell.highlighted?.includes(part) ? (
              <Text as="mark" bg="red.subtle" color="red.fg" px="1" rounded="sm" title="One of your allergens">
                {part}
              </Text>
            ) : (
              part
            )}
          </span>
        ))}
      </Text>
      {cell.better && (
        <Badge colorPalette="green" size="sm" variant="subtle">
          <Check size={12} aria-hidden="true" /> Better
        </Badge>
      )}
    </HStack>
  );
}

/** 2–4 products side by side (issue 17): the three scores and the facts behind them, the better value marked. */
export function CompareRoute() {
  const [params] = useSearchParams();
  const ids = compareIds(params.get('ids'));
  const loaded = usePreferences();
  const preferences = loaded.data?.saved ? loaded.data.preferences : null;
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['compare', id, preferences ? JSON.stringify(preferences) : ''],
      queryFn: () => evaluateProduct(id, preferences),
      enabled: !loaded.isPending,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });

  if (ids.length < 2) {
    return (
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <PageTitle page="Compare" />
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            Compare products
          </Heading>
          <Text>
            Choose 2 to {MAX_COMPARE} products to compare: use “Add to compare” on a report, “Compare” beside a better
            choice, or pick them in your history.
          </Text>
          <HStack gap="3">
            <Button asChild>
              <RouterLink to="/history">Open your history</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/search">Search Products</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    );
  }

  const products = results.map((r) => r.data).filter((p): p is ProductResponse => p !== undefined);
  const pending = results.some((r) => r.isPending);
  const failed = ids.filter((_, i) => results[i]?.isError);
  const rows = compareRows(products);
  const without = (id: string) => compareHref(ids.filter((x) => x !== id));

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageTitle page="Compare" />
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Compare products
        </Heading>
        {failed.length > 0 && (
          <Text color="fg.error" role="alert">
            Could not load: {failed.join(', ')}. Check the address, or remove them from the comparison.
          </Text>
        )}
        {pending ? (
          <Skeleton h="96" rounded="lg" />
        ) : (
          // Two products fit a phone side by side; more scroll sideways with the row names fixed, and say so.
          // Focusable so the keyboard can scroll it too.
          <Stack gap="1">
            {products.length > 2 && (
              <Text fontSize="xs" color="fg.muted" hideFrom="md" aria-hidden="true">
                Swipe sideways to see all {products.length} products →
              </Text>
            )}
            <Box overflowX="auto" tabIndex={0} role="region" aria-label="Comparison" borderWidth="1px" rounded="lg">
              <Table
                w="full"
                minW={{
                  base: products.length > 2 ? `${7.5 + products.length * 9}rem` : undefined,
                  md: `${8.5 + products.length * 11}rem`,
                }}
                tableLayout="fixed"
                borderCollapse="collapse"
                fontSize="sm"
              >
                <THead>
                  <Tr>
                    <Th
                      scope="col"
                      position="sticky"
                      left="0"
                      bg="bg"
                      p={{ base: '2', md: '3' }}
                      textAlign="start"
                      w={{ base: '7.5rem', md: '8.5rem' }}
                    >
                      <VisuallyHidden>Product</VisuallyHidden>
                    </Th>
                    {products.map((product) => (
                      <Th
                        key={product.entity.id}
                        scope="col"
                        p={{ base: '2', md: '3' }}
                        textAlign="start"
                        verticalAlign="top"
                        overflowWrap="anywhere"
                      >
                        <Stack gap="2">
                          <ProductThumb src={product.entity.image_url} size="16" />
                          <Link asChild fontWeight="semibold">
                            <RouterLink to={`/product/${encodeURIComponent(product.entity.id)}`}>
                              {productName(product.entity)}
                            </RouterLink>
                          </Link>
                          <Text fontWeight="normal" color="fg.muted">
                            {[product.entity.brand, product.entity.quantity].filter(Boolean).join(' · ')}
                          </Text>
                          {ids.length > 2 && (
                            <Link asChild fontSize="xs" fontWeight="normal" color="fg.muted">
                              <RouterLink to={without(product.entity.id)}>
                                <X size={12} aria-hidden="true" /> Remove {productName(product.entity)}
                              </RouterLink>
                            </Link>
                          )}
                        </Stack>
                      </Th>
                    ))}
                  </Tr>
                </THead>
                <TBody>
                  {rows.map((row) => (
                    <Tr key={row.label} borderTopWidth="1px">
                      <Th
                        scope="row"
                        position="sticky"
                        left="0"
                        bg="bg"
                        px="2"
                        py="3"
                        textAlign="start"
                        fontWeight="semibold"
                        verticalAlign="top"
                      >
                        {row.label}
                      </Th>
                      {row.cells.map((cell, i) => (
                        <Td
                          key={products[i]?.entity.id}
                          p={{ base: '2', md: '3' }}
                          overflowWrap="anywhere"
                          verticalAlign="top"
                          bg={cell.better ? 'green.subtle/40' : undefined}
                        >
                          <Cell cell={cell} />
                        </Td>
                      ))}
                    </Tr>
                  ))}
                </TBody>
              </Table>
            </Box>
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted">
          Scores and facts as each report shows them{preferences ? ', with your preferences' : ''}. This page's address
          can be shared.
        </Text>
      </Stack>
    </Container>
  );
}
