import { useParams } from 'react-router';
import { useHousehold } from '../../features/household/hooks/use-household.ts';
import { ListPage } from '../../features/lists/components/list-page.tsx';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';

/** A list's page, with the household whose alerts it shows (a list on a device is reported on for the device's). */
export function ListRoute() {
  const { id = '' } = useParams();
  const preferences = usePreferences();
  const household = useHousehold(preferences.data?.preferences);
  return <ListPage key={id} id={id} people={household.isPending ? undefined : household.people} />;
}
