import { describe, expect, it } from 'vitest';
import type { PersonalAlert } from '@clearcart/contracts';
import { alertFact, checksSomething, personLine } from './person-lines.ts';

const alert = (severity: PersonalAlert['severity'], message: string): PersonalAlert => ({
  code: 'x',
  severity,
  message,
});
const none = {
  health: { allergens: [], dietary_restrictions: [], avoid_ingredients: [], sensitivities: { chemicals: 0 } },
  environment: { certifications: [], ingredients_to_avoid: [] },
  ethical: { certifications: [], animal_testing: 'neutral', additional_concerns: '' },
};

describe('a person’s line on a report', () => {
  it.each<[string, PersonalAlert[], boolean, string]>([
    ['a conflict', [alert('high', 'Contains peanuts — you avoid peanuts')], true, 'Not for Léa: contains peanuts'],
    [
      'two conflicts, said once each',
      [
        alert('high', 'Contains animal ingredients (dairy) — you follow a vegan diet'),
        alert('medium', 'May contain sesame — you avoid sesame'),
        alert('medium', 'May contain sesame — you avoid sesame'),
      ],
      true,
      'Not for Léa: contains animal ingredients (dairy); may contain sesame',
    ],
    [
      'a conflict beside a missing fact: the conflict only',
      [
        alert('low', 'Cannot rule out fish — no ingredient list on record'),
        alert('high', 'Contains milk — you avoid milk'),
      ],
      true,
      'Not for Léa: contains milk',
    ],
    [
      'only facts missing',
      [alert('low', 'Cannot rule out peanuts — no ingredient list on record')],
      true,
      "Can't tell for Léa: cannot rule out peanuts",
    ],
    ['nothing in the way', [], true, 'Fits Léa'],
    ['nothing saved to check', [], false, 'Léa: no preferences to check'],
  ])('%s', (_label, alerts, saved, text) => {
    expect(personLine('Léa', alerts, saved).text).toBe(text);
  });

  it('keeps a message without the "you" part whole', () => {
    expect(alertFact('Not vegetarian')).toBe('not vegetarian');
  });

  it("takes the fact from an alert in the shopper's language; German nouns keep their capital", () => {
    expect(alertFact('Milch nicht auszuschließen — keine Zutatenliste erfasst', 'de')).toBe(
      'Milch nicht auszuschließen',
    );
    expect(alertFact('Testé sur les animaux — vous évitez les tests sur les animaux', 'fr')).toBe(
      'testé sur les animaux',
    );
  });

  it('knows when preferences check nothing', () => {
    expect(checksSomething(none)).toBe(false);
    expect(checksSomething({ ...none, ethical: { ...none.ethical, animal_testing: 'prefer_avoid' } })).toBe(true);
    expect(checksSomething({ ...none, health: { ...none.health, sensitivities: { chemicals: 2 } } })).toBe(true);
  });
});
