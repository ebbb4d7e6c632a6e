/** Types of redis.mjs. */
export function redisServerPath(): string | null;
export function startRedis(options: { port: number }): Promise<{ url: string; stop: () => Promise<void> }>;
