import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { system } from './theme.ts';

const InsideShell = createContext(false);

/**
 * The UI kit, for what the plain first screen does not cover: loaded with the first part that needs it, then kept.
 * A shell inside another adds nothing (one toaster).
 */
export function ChakraShell({ children }: { children: ReactNode }) {
  if (useContext(InsideShell)) return children;
  return (
    <InsideShell.Provider value>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </InsideShell.Provider>
  );
}
