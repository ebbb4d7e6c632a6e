import { ListsOverview } from '../../features/lists/components/lists-overview.tsx';

/** The shopper's shopping lists. */
export function ListsRoute() {
  return <ListsOverview />;
}
