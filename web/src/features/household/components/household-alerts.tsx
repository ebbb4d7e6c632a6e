import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleHelp, Minus } from 'lucide-react';
import { getHouseholdAlerts } from '../api/profiles.ts';
import type { Person } from '../hooks/use-household.ts';
import { checksSomething, nameTranslate, personLine, personName, type PersonLine } from '../../../lib/person-lines.ts';
import '../../../components/palette.css';
import './household.css';
import { useT } from '../../../i18n/react.tsx';

const PALETTE: Record<PersonLine['kind'], string> = {
  'not-for': 'red',
  'cant-tell': 'orange',
  fits: 'green',
  unset: 'gray',
};
const ICON = { 'not-for': CircleAlert, 'cant-tell': CircleHelp, fits: CircleCheck, unset: Minus } as const;

/** The query of each person's alerts for a product; its key changes with anyone's name or preferences. */
export const householdAlertsKey = (productId: string, people: readonly Person[]) => [
  'household-alerts',
  productId,
  JSON.stringify(people.map((p) => [p.id, p.name, p.preferences])),
];

interface HouseholdAlertsProps {
  productId: string;
  people: readonly Person[];
  /** Whose preferences the report's tabs show. */
  viewer: string;
  onView(personId: string): void;
}

/**
 * At the top of a report, for a household: whom the product is not for and why ("Not for Léa: contains peanuts"),
 * at a glance, and whose view the tabs below show.
 */
export function HouseholdAlerts({ productId, people, viewer, onView }: HouseholdAlertsProps) {
  const t = useT();
  const query = useQuery({
    queryKey: householdAlertsKey(productId, people),
    queryFn: () => getHouseholdAlerts([productId], people),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const found = query.data?.products[0]?.people;
  const alertsOf = (person: Person) => found?.find((p) => p.name === person.name)?.alerts ?? [];
  return (
    <section className="cc-household" aria-labelledby="household-title">
      <div className="cc-household-head">
        <h2 id="household-title" className="cc-household-title">
          {t('household.forYourHousehold')}
        </h2>
        {query.isPending && (
          <span className="cc-spinner cc-spinner-inline" role="img" aria-label={t('household.checking')} />
        )}
      </div>
      {query.isError ? (
        <p className="cc-muted cc-small">{t('household.checkFailed')}</p>
      ) : (
        <ul className="cc-household-lines" aria-live="polite">
          {!query.isPending &&
            people.map((person) => {
              const line = personLine(person.name, alertsOf(person), checksSomething(person.preferences));
              const Icon = ICON[line.kind];
              return (
                <li key={person.id} className={`cc-household-line cc-p-${PALETTE[line.kind]}`} data-kind={line.kind}>
                  <Icon aria-hidden="true" size={16} />
                  <span>{line.text}</span>
                </li>
              );
            })}
        </ul>
      )}
      <div className="cc-household-view" role="group" aria-label={t('household.whoseView')}>
        <span className="cc-muted cc-small">{t('household.tabsShow')}</span>
        {people.map((person) => (
          <button
            key={person.id}
            type="button"
            className="cc-household-person"
            aria-pressed={person.id === viewer}
            onClick={() => onView(person.id)}
            translate={nameTranslate(person.name)}
          >
            {personName(person.name)}
          </button>
        ))}
      </div>
    </section>
  );
}
