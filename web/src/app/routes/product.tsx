import { useParams } from 'react-router';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import { ProductReport } from '../../features/product/components/product-report.tsx';

export function ProductRoute() {
  const { id = '' } = useParams();
  const preferences = usePreferences();
  const saved = preferences.data?.saved ? preferences.data.preferences : null;
  return <ProductReport key={id} id={id} preferences={saved} preferencesReady={!preferences.isPending} />;
}
