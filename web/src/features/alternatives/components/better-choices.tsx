import type { Preferences } from '@clearcart/contracts';
import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ProductSummary } from '../../../components/product-summary.tsx';
import { useAlternatives } from '../api/get-alternatives.ts';

interface BetterChoicesProps {
  id: string;
  preferences: Preferences | null;
  enabled: boolean;
}

/** "Better choices" below the report: products of the same category that suit this shopper better, and why. */
export function BetterChoices({ id, preferences, enabled }: BetterChoicesProps) {
  const query = useAlternatives(id, preferences, enabled);
  const answer = query.data;
  let body;
  if (query.isError) {
    body = <Text color="fg.muted">Better choices could not be loaded. They will be back on your next visit.</Text>;
  } else if (!answer) {
    body = <Skeleton h="24" rounded="lg" />;
  } else if (answer.alternatives.length === 0) {
    body = <Text color="fg.muted">{answer.message}</Text>;
  } else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none">
        {answer.alternatives.map((alternative) => (
          <HStack as="li" key={alternative.id} borderWidth="1px" rounded="lg" p="3" gap="3" align="start">
            <ProductSummary
              id={alternative.id}
              name={alternative.name}
              brand={alternative.brand}
              quantity={alternative.quantity}
              imageUrl={alternative.image_url}
              scores={alternative.scores}
            >
              <Text fontSize="sm">{alternative.reasons.join(' · ')}</Text>
            </ProductSummary>
            <Button size="xs" variant="outline" asChild flexShrink="0">
              <RouterLink
                to={`/compare?ids=${encodeURIComponent(id)},${encodeURIComponent(alternative.id)}`}
                aria-label={`Compare with ${alternative.name}`}
              >
                Compare
              </RouterLink>
            </Button>
          </HStack>
        ))}
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-labelledby="better-choices-heading" gap="3">
      <Heading id="better-choices-heading" as="h2" size="lg">
        Better choices
      </Heading>
      {body}
      {answer && answer.alternatives.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {preferences
            ? `Among ${answer.category}: better on what you care about most, and none conflicts with your preferences.`
            : `Among ${answer.category}: better overall, and no worse on health, environment or ethics.`}
        </Text>
      )}
    </Stack>
  );
}
