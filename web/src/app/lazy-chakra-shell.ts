import { lazy } from 'react';

/** `ChakraShell`, fetched with the first part of a page that renders through the UI kit. */
export const LazyChakraShell = lazy(() => import('./chakra-shell.tsx').then((m) => ({ default: m.ChakraShell })));
