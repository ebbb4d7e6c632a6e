import type { ProductEntity, Ratings } from '@clearcart/contracts';
import { useParams } from 'react-router';
import { BetterChoices } from '../../features/alternatives/components/better-choices.tsx';
import { CompareToggle } from '../../features/compare/components/compare-toggle.tsx';
import { useRecordView } from '../../features/history/hooks/use-history.ts';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import { ProductReport } from '../../features/product/components/product-report.tsx';

/** A report seen is a view in the history. */
function RecordView({ entity, ratings }: { entity: ProductEntity; ratings: Partial<Ratings> | undefined }) {
  useRecordView(entity, ratings);
  return null;
}

/** The report, with what the compare, better-choices and history features add to it. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const preferences = usePreferences();
  const saved = preferences.data?.saved ? preferences.data.preferences : null;
  const ready = !preferences.isPending;
  return (
    <ProductReport
      key={id}
      id={id}
      preferences={saved}
      preferencesReady={ready}
      actions={<CompareToggle id={id} />}
      below={<BetterChoices id={id} preferences={saved} enabled={ready} />}
      Viewed={RecordView}
    />
  );
}
