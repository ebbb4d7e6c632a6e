/** Types of server-bundle.mjs, for the tests' global setup. */
export const SERVER_BUNDLES: string[];
export function newestMtime(path: string): number;
export function serverBundleStale(root: string): boolean;
