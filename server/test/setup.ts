import { afterAll } from 'vitest';
import { contractViolations } from './contract-violations.ts';

// Every response a test app sent was checked against the OpenAPI document; a drift fails the file that caused it.
// The list is emptied as it is read: the next file in this worker starts with none.
afterAll(() => {
  const found = [...new Set(contractViolations.splice(0))];
  if (found.length > 0) throw new Error(`Responses that break the API contract:\n${found.join('\n')}`);
});
