import { afterAll } from 'vitest';
import { contractViolations } from './contract-violations.ts';

// Every response a test app sent was checked against the OpenAPI document; a drift fails the file that caused it.
afterAll(() => {
  if (contractViolations.length > 0) {
    throw new Error(`Responses that break the API contract:\n${[...new Set(contractViolations)].join('\n')}`);
  }
});
