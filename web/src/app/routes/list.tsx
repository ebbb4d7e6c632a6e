import { useParams } from 'react-router';
import { useHousehold } from '../../features/household/hooks/use-household.ts';
import { ItemMark, ListPage } from '../../features/lists/components/list-page.tsx';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import { RecallMark } from '../../features/recalls/components/recall-banner.tsx';

/** A list's page, with the household whose alerts it shows (a list on a device is reported on for the device's). */
export function ListRoute() {
  const { id = '' } = useParams();
  const preferences = usePreferences();
  const household = useHousehold(preferences.data?.preferences);
  // A recalled product is marked on the list.
  return (
    <ItemMark.Provider value={RecallMark}>
      <ListPage key={id} id={id} people={household.isPending ? undefined : household.people} />
    </ItemMark.Provider>
  );
}
