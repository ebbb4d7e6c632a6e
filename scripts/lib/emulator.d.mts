/** Types of emulator.mjs, for the TypeScript tests and benchmarks that start an Auth Emulator. */
export interface AuthEmulatorHandle {
  url: string;
  host: string;
  stop: () => Promise<void>;
}
export function startAuthEmulator(options: {
  root: string;
  port: number;
  projectId: string;
  quiet?: boolean;
}): Promise<AuthEmulatorHandle>;
