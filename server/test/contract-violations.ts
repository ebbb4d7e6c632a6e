/** Responses that broke the contract in this test file (see contract.ts); setup.ts fails the file when any are left. */
export const contractViolations: string[] = [];
