/** Why a request to the Auth Emulator is refused, or null when it may pass (auth-gate.mjs). */
export function gateDecision(
  request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  allowedHosts?: readonly string[],
): string | null;
