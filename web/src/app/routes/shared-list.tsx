import { useParams } from 'react-router';
import { SharedListView } from '../../features/lists/components/shared-list-view.tsx';

/** A list opened by its share link: read-only, no sign-in needed. */
export function SharedListRoute() {
  const { token = '' } = useParams();
  return <SharedListView token={token} />;
}
