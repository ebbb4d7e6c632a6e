/** Types of postgres.mjs, for the TypeScript benchmarks that start a throwaway PostgreSQL. */
export function postgresBinDir(): string | null;
export function startPostgres(options: {
  port: number;
  /** Server settings, passed as `-c name=value`. */
  settings?: Record<string, string>;
}): { url: string; stop: () => void };
