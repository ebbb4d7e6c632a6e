import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { system } from './theme.ts';

/** The UI kit, for every page but the first screen: loaded with the first page that needs it, then kept. */
export function ChakraShell({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
