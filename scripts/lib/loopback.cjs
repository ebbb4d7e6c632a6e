// This machine's own names, in one home for the Auth Emulator's gate (auth-gate.mjs) and its guard (emulator-guard.cjs):
// CommonJS, so that the guard, preloaded into firebase-tools with `node --require`, can read it too.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a Host header names this machine (its port, if any, aside). */
const isLoopbackHost = (host) => LOOPBACK.has((host ?? '').replace(/:\d+$/, '').toLowerCase());

module.exports = { LOOPBACK, isLoopbackHost };
