import type { HouseholdAlertsResponse, Preferences, Profile, ProfilesResponse } from '@clearcart/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /profiles (signed in): the household, the account holder first. */
export async function getProfiles(): Promise<Profile[]> {
  return (await api.get<ProfilesResponse>('/profiles')).profiles;
}

/** POST /profiles: a new person of the household. */
export const createProfile = (name: string, preferences: Preferences) =>
  api.post<Profile>('/profiles', { name, preferences });

/** PUT /profiles/{id}: a person's name and preferences replaced. */
export const updateProfile = (id: string, name: string, preferences: Preferences) =>
  api.put<Profile>(`/profiles/${encodeURIComponent(id)}`, { name, preferences });

export const deleteProfile = (id: string) => api.delete<void>(`/profiles/${encodeURIComponent(id)}`);

/** POST /profiles/alerts: each person's alerts for these products (the people travel with the request). */
export const getHouseholdAlerts = (
  productIds: readonly string[],
  people: readonly { id: string; name: string; preferences: Preferences }[],
) =>
  api.post<HouseholdAlertsResponse>('/profiles/alerts', {
    product_ids: productIds,
    profiles: people.map(({ id, name, preferences }) => ({ id, name, preferences })),
  });
