import type { Candidate } from '@clearcart/contracts';
import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Links to the closest matches when the server could not pick one product. */
export function DidYouMean({ candidates }: { candidates: Candidate[] }) {
  if (candidates.length === 0) return null;
  return (
    <Box borderWidth="1px" rounded="md" p="4" bg="bg.subtle" aria-live="polite">
      <Heading as="h2" size="sm" mb="2">
        Did you mean…
      </Heading>
      <List.Root gap="1" ps="4">
        {candidates.map((candidate) => (
          <List.Item key={candidate.product_id}>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={`/product/${encodeURIComponent(candidate.product_id)}`}>{candidate.name}</RouterLink>
            </Link>{' '}
            <Text as="span" color="fg.muted" fontSize="sm">
              by {candidate.brand}
              {candidate.quantity ? ` · ${candidate.quantity}` : ''}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
