/** Test-only: the report of a product made of the given facts, rated with the shipped knowledge. */
import type { ProductFactsInput, Ratings } from '@clearcart/contracts';
import { knowledge } from '@clearcart/knowledge';
import { evaluateProductStrict } from '../evaluate.ts';
import { makeFacts } from './knowledge-fixture.ts';

export const ratingsOf = (input: Partial<ProductFactsInput>): Ratings =>
  evaluateProductStrict(makeFacts(input), knowledge).ratings;
