import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme.ts';

/** The UI kit, for the pages built with it: loaded with the first such page, then kept. */
export function ChakraShell({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
