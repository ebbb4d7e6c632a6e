/** Types of emulator.mjs, for the TypeScript tests and benchmarks that start an Auth Emulator. */
export interface AuthEmulatorHandle {
  url: string;
  host: string;
  /** The emulators' hub (host:port): it answers the machine's own tools only (emulator-guard.cjs). */
  hubHost: string;
  stop: () => Promise<void>;
}
export function startAuthEmulator(options: {
  root: string;
  port: number;
  projectId: string;
  quiet?: boolean;
  /** Names besides loopback the app is served under, whose pages may sign in (auth-gate.mjs). */
  allowedHosts?: readonly string[];
}): Promise<AuthEmulatorHandle>;
