import { Camera, ImageUp, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { RecallMark } from '../../features/recalls/components/recall-banner.tsx';
import { AddToList } from '../../features/lists/components/add-to-list.tsx';
import { DidYouMean } from '../../features/search/components/did-you-mean.tsx';
import { NoMatch } from '../../features/search/components/no-match.tsx';
import { OfflineInvite } from '../../features/offline/components/offline-invite.tsx';
import { ReadUnknownOffer } from '../../features/read-label/components/read-offer.tsx';
import { readProductWithBarcode } from '../../features/read-label/lib/read-by-barcode.ts';
import { TextSearch } from '../../features/search/components/text-search.tsx';
import { useIdentifyFlow } from '../../features/search/hooks/use-identify-flow.ts';
import './search.css';
import { useT } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.tsx';
import type { askReport as AskReport } from '../ask-report.ts';

// The photo pieces (and the barcode wasm they load) are fetched only when their tab opens.
const CameraCapture = lazy(async () => ({
  default: (await import('../../features/photo/components/camera-capture.tsx')).CameraCapture,
}));
const ImageUpload = lazy(async () => ({
  default: (await import('../../features/photo/components/image-upload.tsx')).ImageUpload,
}));

const warmReport = () => void import('./product.tsx');
/** A product found: its report's answers asked for while the report opens (app/ask-report.ts). */
const askReport: typeof AskReport = async (...args) => (await import('../ask-report.ts')).askReport(...args);

const TABS = ['text', 'camera', 'upload'] as const;
type SearchTab = (typeof TABS)[number];

/**
 * Tab preselected by navigation state `{tab: number}` (0 text, 1 camera, 2 upload), or by `?tab=camera` in the address
 * (the installed app's "Scan a barcode" shortcut).
 */
function initialTab(state: unknown, param: string | null): SearchTab {
  const index = typeof state === 'object' && state !== null ? (state as { tab?: unknown }).tab : undefined;
  if (typeof index === 'number') return TABS[index] ?? 'text';
  return TABS.find((t) => t === param) ?? 'text';
}

/** Find Product Information: plain elements and CSS (search.css), so the page paints without the UI kit. */
export function SearchRoute() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(() => initialTab(location.state, params.get('tab')));
  const queryClient = useQueryClient();
  const auth = useAuth();
  // Whose preferences the report is evaluated for; unknown while the sign-in state is (the report then asks itself).
  const uid = auth.loading ? undefined : (auth.currentUser?.uid ?? null);
  const flow = useIdentifyFlow({
    ahead: (id) => askReport(queryClient, id, uid),
    term: params.get('q') ?? undefined,
    readBefore: async (gtin) => {
      const id = await readProductWithBarcode(queryClient, uid ?? null, gtin);
      return id ? `/read/${encodeURIComponent(id)}` : null;
    },
  });
  const t = useT();

  return (
    <div className="cc-search-page">
      <div>
        <PageTitle page={t('search.title')} />
        <h1>{t('search.title')}</h1>
        <p className="cc-search-lead">{t('search.lead')}</p>
      </div>
      {/* A search or scan starting fetches the report's code too: it arrives while the product is found. */}
      <div className="cc-search-panel" onPointerDownCapture={warmReport} onFocusCapture={warmReport}>
        <div className="cc-search-tabs">
          <Tabs
            value={tab}
            onValueChange={(value) => {
              flow.clearCandidates();
              setTab(value);
            }}
            variant="enclosed"
            fitted
            panelGap={1.5}
            tabs={[
              {
                value: 'text',
                label: (
                  <>
                    <Search aria-hidden="true" /> {t('search.tab.text')}
                  </>
                ),
                panel: (
                  <TextSearch
                    initialTerm={params.get('q') ?? ''}
                    onSearch={(term) => {
                      // The term stays in the address, so Back from the report finds it in the box.
                      setParams({ q: term }, { replace: true, state: location.state as unknown });
                      void flow.identify({ description: term }, 'text');
                    }}
                    isPending={flow.isPending}
                  />
                ),
              },
              {
                value: 'camera',
                label: (
                  <>
                    <Camera aria-hidden="true" /> {t('search.tab.camera')}
                  </>
                ),
                panel: (
                  <Suspense fallback={<PageSpinner label={t('search.loadingCamera')} />}>
                    <CameraCapture
                      busy={flow.isPending}
                      onAnalyze={(photo) => void flow.identify({ image: photo }, 'camera', { photo })}
                      onGtin={(gtin) => void flow.identify({ description: gtin }, 'barcode')}
                    />
                  </Suspense>
                ),
              },
              {
                value: 'upload',
                label: (
                  <>
                    <ImageUp aria-hidden="true" /> {t('search.tab.upload')}
                  </>
                ),
                panel: (
                  <Suspense fallback={<PageSpinner label={t('search.loadingUploader')} />}>
                    <ImageUpload
                      busy={flow.isPending}
                      onIdentify={(image) => void flow.identify({ image }, 'upload')}
                    />
                  </Suspense>
                ),
              },
            ]}
          />
        </div>
        {flow.candidates.length > 0 && (
          <div className="cc-search-result">
            <DidYouMean
              candidates={flow.candidates}
              action={(candidate) => (
                <>
                  <RecallMark productId={candidate.product_id} />
                  <AddToList productId={candidate.product_id} compact />
                </>
              )}
            />
          </div>
        )}
        {flow.miss && (
          <div className="cc-search-result">
            <NoMatch miss={flow.miss} offer={(barcode) => <ReadUnknownOffer barcode={barcode} />} />
          </div>
        )}
      </div>
      {/* Scanning in a shop with no signal works from products saved on the phone. */}
      {tab !== 'text' && <OfflineInvite />}
      <p className="cc-search-note">{t('search.note')}</p>
    </div>
  );
}
