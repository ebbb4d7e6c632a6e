import { LOG_LEVEL_STORAGE_KEY } from '../config/constants.ts';

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'NONE'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The active level: `localStorage.logLevel` when valid, else WARN. */
export function currentLogLevel(): LogLevel {
  try {
    const stored = globalThis.localStorage?.getItem(LOG_LEVEL_STORAGE_KEY)?.toUpperCase();
    if (stored && (LOG_LEVELS as readonly string[]).includes(stored)) return stored as LogLevel;
  } catch {
    // storage blocked (private mode): use the default
  }
  return 'WARN';
}

function enabled(level: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(currentLogLevel());
}

/** Console logger filtered by the `logLevel` key (re-read on every call so it can be changed live). */
export const logger = {
  debug: (...args: unknown[]) => enabled('DEBUG') && console.debug('[ClearCart]', ...args),
  info: (...args: unknown[]) => enabled('INFO') && console.info('[ClearCart]', ...args),
  warn: (...args: unknown[]) => enabled('WARN') && console.warn('[ClearCart]', ...args),
  error: (...args: unknown[]) => enabled('ERROR') && console.error('[ClearCart]', ...args),
};
