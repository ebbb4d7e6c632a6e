import type { ProductEntity, Ratings } from '@clearcart/contracts';
import { useParams, useSearchParams } from 'react-router';
import { BetterChoices } from '../../features/alternatives/components/better-choices.tsx';
import { CompareToggle } from '../../features/compare/components/compare-toggle.tsx';
import { useRecordView } from '../../features/history/hooks/use-history.ts';
import { HouseholdAlerts } from '../../features/household/components/household-alerts.tsx';
import { useHousehold } from '../../features/household/hooks/use-household.ts';
import { AddToList } from '../../features/lists/components/add-to-list.tsx';
import { OfflineCopyNote } from '../../features/offline/components/offline-copy-note.tsx';
import { useOnline } from '../../features/offline/hooks/use-online.ts';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import { useProduct } from '../../features/product/api/get-product.ts';
import { OtherSizes } from '../../features/product/components/other-sizes.tsx';
import { ProductReport } from '../../features/product/components/product-report.tsx';
import { downscaleImage } from '../../features/photo/lib/downscale-image.ts';
import { readPanel } from '../../features/read-label/api/read-panel.ts';
import { RecallBanner, RecallSources } from '../../features/recalls/components/recall-banner.tsx';
import { ReadMissingOffer } from '../../features/read-label/components/read-offer.tsx';
import { usePackRead } from '../../features/read-label/hooks/use-pack-read.ts';
import { useAuth } from '../../lib/auth.tsx';

/** The report's facts and scores are the same for everyone: it paints before the sign-in state is known. */
export const beforeIdentity = true;

/** A report seen is a view in the history. */
function RecordView({ entity, ratings }: { entity: ProductEntity; ratings: Partial<Ratings> | undefined }) {
  useRecordView(entity, ratings);
  return null;
}

/**
 * The report, with what the compare, better-choices, history, household and lists features add to it. For a
 * household, each person's alerts sit at the top and the tabs show the chosen person's view (`?for=<person>`).
 */

/** The pack's lot and date line read from a photo (the label reader's "lot" panel), sent downscaled as every photo. */
const readLotLine = async (photo: File): Promise<string> =>
  ((await readPanel(await downscaleImage(photo), 'lot')).lot?.lines ?? []).join(' ');
export function ProductRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // The report shows before the sign-in state is known; whose preferences and household apply waits for it.
  const identity = !useAuth().loading;
  const online = useOnline();
  const preferences = usePreferences();
  const household = useHousehold(preferences.data?.preferences);
  const saved = preferences.data?.saved ? preferences.data.preferences : null;
  const chosen = params.get('for');
  const together = identity && household.people.length > 1;
  const viewer = together ? household.people.find((p) => p.id === chosen) : undefined;
  const viewed = viewer && !viewer.primary ? viewer.preferences : saved;
  // Asked for someone else's view: wait for the household, so the evaluation is made once, for them.
  const ready = identity && !preferences.isPending && (!chosen || !household.isPending);
  // The pack this shopper read completes what the catalog's record lacks, for them alone (the report's own query).
  const product = useProduct(id);
  const completeWith = usePackRead(product.data?.entity, product.isPending);
  const view = (personId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (personId === household.people[0]?.id) next.delete('for');
        else next.set('for', personId);
        return next;
      },
      { replace: true },
    );
  return (
    <ProductReport
      // Another person's view is another evaluation.
      key={`${id}\u0000${viewer?.id ?? ''}`}
      id={id}
      preferences={viewed}
      preferencesReady={ready}
      completeWith={completeWith}
      actions={
        <>
          <OfflineCopyNote id={id} />
          <div className="cc-add-actions">
            <CompareToggle id={id} />
            <AddToList productId={id} />
          </div>
        </>
      }
      recall={<RecallBanner productId={id} readLotLine={readLotLine} />}
      personal={
        together ? (
          <HouseholdAlerts
            productId={id}
            people={household.people}
            viewer={viewer?.id ?? household.people[0]?.id ?? ''}
            onView={view}
          />
        ) : undefined
      }
      below={
        <>
          <BetterChoices id={id} preferences={viewed} enabled={ready} offline={!online} />
          <RecallSources productId={id} />
          <OtherSizes id={id} enabled={online} />
        </>
      }
      Viewed={RecordView}
      Offer={ReadMissingOffer}
    />
  );
}
