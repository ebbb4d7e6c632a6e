import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label={label} />
    </Center>
  );
}
