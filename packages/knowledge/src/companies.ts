import { dairyDrinks } from './companies/dairy-drinks.ts';
import { foodMajors } from './companies/food-majors.ts';
import { foodSpecialists } from './companies/food-specialists.ts';
import { personalHousehold } from './companies/personal-household.ts';
import type { CompanyProfile } from './types.ts';

export { ownershipChain, findBrand, brandKey } from './ownership.ts';

/** Company profiles for every company in the seed brands' ownership chains (and a few former owners). */
export const companies: readonly CompanyProfile[] = [
  ...foodMajors,
  ...foodSpecialists,
  ...dairyDrinks,
  ...personalHousehold,
];
