import { describe, expect, it, vi } from 'vitest';
import { currentLogLevel, logger } from './logger.ts';

describe('logger', () => {
  it('defaults to WARN and reads the logLevel key', () => {
    localStorage.removeItem('logLevel');
    expect(currentLogLevel()).toBe('WARN');
    localStorage.setItem('logLevel', 'debug');
    expect(currentLogLevel()).toBe('DEBUG');
    localStorage.setItem('logLevel', 'nonsense');
    expect(currentLogLevel()).toBe('WARN');
  });

  it('drops messages below the level', () => {
    localStorage.removeItem('logLevel');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logger.info('hidden');
    logger.warn('shown');
    expect(info).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
