/** The first of `count` consecutive free ports on loopback. */
export function freePorts(count?: number): Promise<number>;
