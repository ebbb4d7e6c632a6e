/** Types of postgres.mjs, for the TypeScript benchmarks and tests that start a throwaway PostgreSQL. */
export function postgresBinDir(): string | null;

export interface Cluster {
  url: string;
  port: number;
  /** Stops it and deletes its files. */
  stop: () => void;
  /** Stops it, keeping its files (a replica going away), and starts it again. */
  pause: () => void;
  resume: () => void;
}

export function startPostgres(options: {
  port: number;
  /** Server settings, passed as `-c name=value`. */
  settings?: Record<string, string>;
}): Cluster;

/** A streaming replica (pg_basebackup -R) of the cluster on 127.0.0.1:`primaryPort`, started on `port`. */
export function startReplica(options: {
  primaryPort: number;
  port: number;
  settings?: Record<string, string>;
}): Cluster;
