import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React adopts the page the server drew, true once the page is live (and at once on a
 * page drawn in the browser): what only the device knows (its colour mode) is drawn after hydration, not in it.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
