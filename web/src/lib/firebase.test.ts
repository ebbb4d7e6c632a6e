import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveSignedInUser } from './firebase.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('whether Firebase may hold a signed-in user, asked without its SDK', () => {
  it('no: nothing of Firebase on this device (jsdom has no IndexedDB, as a browser without it)', async () => {
    localStorage.setItem('userPreferences', '{}');
    expect(await mayHaveSignedInUser()).toBe(false);
  });

  it('yes: a user kept in local or session storage (the persistence a browser without IndexedDB uses)', async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u"}');
    expect(await mayHaveSignedInUser()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u"}');
    expect(await mayHaveSignedInUser()).toBe(true);
  });
});
