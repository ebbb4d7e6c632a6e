import { ListsOverview } from '../../features/lists/components/lists-overview.tsx';

/** The shopper's shopping lists (issue 34). */
export function ListsRoute() {
  return <ListsOverview />;
}
