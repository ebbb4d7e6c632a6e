import { z } from 'zod';
import { MAX_PROFILE_NAME, MAX_PROFILES } from './list-limits.ts';
import { preferences } from './preferences.ts';
import { personalAlert } from './product.ts';

export { MAX_PROFILE_NAME, MAX_PROFILES } from './list-limits.ts';

/** Products one alerts request may ask about (the report asks about one; a results page about a few). */
export const MAX_ALERT_PRODUCTS = 20;

const id = z.string().min(1).max(100);

/** A person's name as the report says it ("Not for Léa: …"): trimmed, never empty. */
export const profileName = z
  .string()
  .trim()
  .min(1, 'A name is required')
  .max(MAX_PROFILE_NAME, `A name has at most ${MAX_PROFILE_NAME} characters`);

/** One person of the household with their preferences. `primary`: the account holder, whose are /api/preferences. */
export const profile = z
  .object({ id: z.string(), name: z.string(), primary: z.boolean(), preferences })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profile>;

/** A new person, or a person's name and preferences replaced (preferences left out are the defaults). */
export const profileInput = z
  .object({ name: profileName, preferences: preferences.prefault({}) })
  .meta({ id: 'NewProfile' });
export type ProfileInput = z.input<typeof profileInput>;

/** The household, the account holder first, then the others in the order they were added. */
export const profilesResponse = z.object({ profiles: z.array(profile) }).meta({ id: 'Profiles' });
export type ProfilesResponse = z.infer<typeof profilesResponse>;

/** A person as a request carries them: profiles kept on a device have no account, so they travel with the request. */
export const householdMember = z.object({
  id: id.optional(),
  name: profileName,
  preferences: preferences.prefault({}),
});
export type HouseholdMember = z.infer<typeof householdMember>;
export type HouseholdMemberInput = z.input<typeof householdMember>;

/** Names are the household's keys for people: two people of one name could not be told apart in an alert. */
export const household = z
  .array(householdMember)
  .min(1)
  .max(MAX_PROFILES, `A household has at most ${MAX_PROFILES} people`)
  .refine((people) => new Set(people.map((p) => p.name.toLowerCase())).size === people.length, {
    message: 'Two people have the same name',
  });

export const householdAlertsRequest = z
  .object({
    product_ids: z.array(id).min(1).max(MAX_ALERT_PRODUCTS, `At most ${MAX_ALERT_PRODUCTS} products per request`),
    profiles: household,
  })
  .meta({ id: 'HouseholdAlertsRequest' });
export type HouseholdAlertsRequest = z.input<typeof householdAlertsRequest>;

/** One person's alerts for one product; empty when it fits them. */
export const personAlerts = z.object({
  profile_id: z.string().optional(),
  name: z.string(),
  alerts: z.array(personalAlert),
});
export type PersonAlerts = z.infer<typeof personAlerts>;

export const householdAlertsResponse = z
  .object({
    /** The products asked about that are in the catalog, in the order asked, each with every person's alerts. */
    products: z.array(z.object({ product_id: z.string(), people: z.array(personAlerts) })),
  })
  .meta({ id: 'HouseholdAlerts' });
export type HouseholdAlertsResponse = z.infer<typeof householdAlertsResponse>;
