/** Types of production-tree.mjs, for the test that runs every command from the production tree. */
export const BUILT: string[];
export function workspaceManifests(root: string): string[];
export function productionPackages(root: string): { installed: string[]; links: [string, string][] };
export function buildProductionTree(root: string, dest: string): { packages: number };
