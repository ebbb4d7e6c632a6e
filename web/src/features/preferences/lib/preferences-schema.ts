// The preferences schema alone, not every API contract: the index builds all of them when it loads. Loaded only when
// preferences need checking (stored on this device, or sent by the server), so a first visit runs no zod at all.
// zod's browser setting (no `new Function` probe, which the CSP forbids) is imported first: zod reads it when a schema is
// built, so nothing in the web imports '@clearcart/contracts/preferences' but through here.
import '@clearcart/contracts/jitless';

export { preferences } from '@clearcart/contracts/preferences';
