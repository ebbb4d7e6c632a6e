/** Types of postgres.mjs, for the TypeScript benchmarks that start a throwaway PostgreSQL. */
export function postgresBinDir(): string | null;
export function startPostgres(options: { port: number }): { url: string; stop: () => void };
