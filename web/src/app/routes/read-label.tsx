import type { ShopperFacts } from '@clearcart/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ImageUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { TOAST_ERROR_MS } from '../../config/constants.ts';
import { BetterChoices } from '../../features/alternatives/components/better-choices.tsx';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import { ProductError, ProductReportView, ProductSkeleton } from '../../features/product/components/product-report.tsx';
import { reportOf } from '../../features/product/hooks/use-product-report.ts';
import { factsReportQueryOptions } from '../../features/read-label/api/evaluate-facts.ts';
import { CaptureStep, type CaptureProps } from '../../features/read-label/components/capture-step.tsx';
import { KeptActions } from '../../features/read-label/components/kept-actions.tsx';
import { ReadNotice } from '../../features/read-label/components/read-notice.tsx';
import { ReadProductsList } from '../../features/read-label/components/read-products-list.tsx';
import { ReviewForm } from '../../features/read-label/components/review-form.tsx';
import { SharePanel } from '../../features/read-label/components/share-panel.tsx';
import { useFactsReport } from '../../features/read-label/hooks/use-facts-report.ts';
import { useReadFlow } from '../../features/read-label/hooks/use-read-flow.ts';
import {
  useKeepProduct,
  useReadProduct,
  useReadProducts,
  type PanelPhotos,
} from '../../features/read-label/hooks/use-read-products.ts';
import { deduceKind, draftFromFacts, type ReviewDraft } from '../../features/read-label/lib/draft.ts';
import { prefillOf } from '../../features/read-label/lib/prefill.ts';
import { foundOnPanel, parseStep, stepAfter, stepsFor, type Step } from '../../features/read-label/lib/steps.ts';
import { errorDescription } from '../../lib/api-client.ts';
import { storeCapturedPhoto, takeCapturedPhoto } from '../../lib/captured-photo.ts';
import { logger } from '../../lib/logger.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import '../../components/page.css';
import { useT } from '../../i18n/react.tsx';

// The photo feature's camera and upload, fetched when a step first shows them (as on the search page).
const CameraCapture = lazy(async () => ({
  default: (await import('../../features/photo/components/camera-capture.tsx')).CameraCapture,
}));
const ImageUpload = lazy(async () => ({
  default: (await import('../../features/photo/components/image-upload.tsx')).ImageUpload,
}));

type PhotoMode = 'camera' | 'upload';
/** The way of taking photos the shopper chose last, kept from one step to the next. */
let chosenMode: PhotoMode | null = null;

/** A panel's photo by camera (a phone's default) or upload (a computer's), with the panel's frame over the camera. */
function PanelPhoto({ busy, onPhoto, guide, hint, action }: CaptureProps) {
  const touch = useMediaQuery('(pointer: coarse)');
  const t = useT();
  const [mode, setMode] = useState<PhotoMode>(() => chosenMode ?? (touch ? 'camera' : 'upload'));
  const choose = (value: PhotoMode) => {
    chosenMode = value;
    setMode(value);
  };
  return (
    <Tabs
      value={mode}
      onValueChange={choose}
      variant="enclosed"
      fitted
      panelGap={1}
      tabs={[
        {
          value: 'camera',
          label: (
            <>
              <Camera aria-hidden="true" /> {t('search.tab.camera')}
            </>
          ),
          panel: (
            <Suspense fallback={<PageSpinner label={t('search.loadingCamera')} />}>
              <CameraCapture busy={busy} onAnalyze={onPhoto} guide={guide} hint={hint} action={action} />
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
              <ImageUpload busy={busy} onIdentify={onPhoto} hint={t('read.uploadHint')} action={action} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}

/** Brings the page back to its top when `key` changes (a new step, a new product). */
function useTop(key: string) {
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [key]);
}

/** The shopper's saved preferences (device or account), or null: the report is made for them. */
function useSavedPreferences() {
  const preferences = usePreferences();
  return {
    preferences: preferences.data?.saved ? preferences.data.preferences : null,
    ready: !preferences.isPending,
  };
}

/** Makes the report of confirmed facts (cached for the report page); resolves to it, or to the sentence to show. */
function useMakeReport() {
  const queryClient = useQueryClient();
  const { preferences } = useSavedPreferences();
  const t = useT();
  return async (facts: ShopperFacts) => {
    try {
      return { report: await queryClient.fetchQuery(factsReportQueryOptions(facts, preferences)) };
    } catch (error) {
      logger.warn('The report of the facts read could not be made', error);
      return {
        problem: navigator.onLine ? errorDescription(error, t('read.reportFailed')) : t('read.reportOffline'),
      };
    }
  };
}

/**
 * "Read it from the package": the ingredient list, the nutrition table (food and drinks) and, if the
 * shopper likes, the front (its words, whose green claims the report checks), each photographed and read in
 * turn; then the check; then the report. The step is in the address (`?step=`), so the phone's Back goes to the step
 * before.
 */
export function ReadLabelRoute() {
  const [params, setParams] = useSearchParams();
  const [prefill] = useState(() => prefillOf(params));
  const flow = useReadFlow(prefill);
  const step = parseStep(params.get('step'));
  const kind = flow.draft?.kind ?? deduceKind(prefill, flow.readings).kind;
  const steps = stepsFor(kind);
  const navigate = useNavigate();
  const keep = useKeepProduct();
  const makeReport = useMakeReport();
  const kept = useReadProducts();
  const t = useT();

  const go = (next: Step) =>
    setParams((current) => {
      const address = new URLSearchParams(current);
      address.set('step', next);
      return address;
    });
  const { startReview } = flow;
  useEffect(() => {
    if (step === 'review') startReview();
  }, [step, startReview]);
  // Each step starts at its top (the last one was left at its buttons, at the bottom of a phone's screen).
  useTop(step);

  const confirm = async (facts: ShopperFacts): Promise<string | null> => {
    const made = await makeReport(facts);
    if (!made.report) return made.problem;
    const photos: PanelPhotos = {};
    for (const panel of ['ingredients', 'nutrition', 'front'] as const) {
      const shot = flow.shots[panel];
      if (shot) photos[panel] = shot.file;
    }
    try {
      const id = await keep.keep(facts, made.report, photos);
      if (photos.front) await storeCapturedPhoto(id, photos.front);
      await navigate(`/read/${encodeURIComponent(id)}`, { replace: true });
      return null;
    } catch (error) {
      logger.warn('The read product could not be kept', error);
      return errorDescription(error, t('read.saveFailed'));
    }
  };

  const position = steps.indexOf(step) + 1;
  return (
    <div className="cc-page cc-read-page">
      <PageTitle page={t('read.title')} />
      <div>
        <h1>{t('read.title')}</h1>
        {step === 'ingredients' && !flow.shots.ingredients && <p className="cc-muted cc-read-lead">{t('read.lead')}</p>}
      </div>
      <ol className="cc-read-progress" aria-label={t('read.steps')}>
        {steps.map((s, index) => {
          const done = s !== 'review' && flow.shots[s] !== undefined;
          return (
            <li key={s} aria-current={s === step ? 'step' : undefined} data-done={done || undefined}>
              <span className="cc-read-progress-dot" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cc-read-progress-name">
                {t(`read.step.${s}`)}
                {done && <span className="cc-visually-hidden">{t('read.photoTaken')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {step === 'review' ? (
        flow.draft ? (
          <ReviewForm
            title={
              <div>
                <h2 className="cc-read-h2">{t('read.checkTitle')}</h2>
                <p className="cc-muted">{t('read.checkLead')}</p>
              </div>
            }
            draft={flow.draft}
            onChange={(draft: ReviewDraft) => flow.setDraft(draft)}
            readings={flow.readings}
            photos={{
              ingredients: flow.shots.ingredients?.url,
              nutrition: flow.shots.nutrition?.url,
              front: flow.shots.front?.url,
            }}
            onReadAgain={flow.shots.ingredients || flow.shots.nutrition ? flow.readAgain : undefined}
            submitLabel={t('read.seeReport')}
            onSubmit={confirm}
            onBack={() => void navigate(-1)}
          />
        ) : (
          <PageSpinner />
        )
      ) : (
        <CaptureStep
          key={step}
          panel={step}
          number={position}
          total={steps.length}
          shot={flow.shots[step]}
          busy={flow.reading !== null}
          Capture={PanelPhoto}
          onPhoto={(photo) => {
            void flow.read(step, photo).then((result) => {
              // Kept offline, to be read later: the shopper goes on meanwhile.
              if (result === 'waiting') return go(stepAfter(step, kind));
              // What was found goes straight on; a photo with nothing on it stays, to be taken again.
              if (!result || !foundOnPanel(result)) return;
              const next = deduceKind(prefill, { ...flow.readings, [step]: result }).kind;
              go(stepAfter(step, flow.draft?.kind ?? next));
            });
          }}
          onRetake={() => flow.retake(step)}
          onNext={() => go(stepAfter(step, kind))}
          onSkip={() => go(stepAfter(step, kind))}
          language={flow.language}
          onLanguage={flow.setLanguage}
        />
      )}
      {step === 'ingredients' && !flow.shots.ingredients && kept.products.length > 0 && (
        <section aria-labelledby="read-before" className="cc-read-before">
          <h2 id="read-before" className="cc-read-h2">
            {t('read.readBefore')}
          </h2>
          <ReadProductsList products={kept.products} />
        </section>
      )}
    </div>
  );
}

/** The photo of the front kept by the capture for this product's first report, if any (held for this tab only). */
function useFrontPhoto(id: string): string | null {
  const [photo, setPhoto] = useState<string | null>(null);
  useEffect(() => {
    const taken = takeCapturedPhoto(id);
    if (taken) setPhoto(taken);
  }, [id]);
  return photo;
}

/**
 * The full report of a product read from its package, as a catalog product's (four tabs, personal alerts, better
 * choices), saying plainly that its facts come from the shopper's photos; edit, delete, and share it.
 */
export function ReadProductRoute() {
  const { id = '' } = useParams();
  const { product, isPending, error } = useReadProduct(id);
  const { preferences, ready } = useSavedPreferences();
  const report = useFactsReport(product, preferences, ready);
  const photo = useFrontPhoto(id);
  useTop(id);
  const keep = useKeepProduct();
  const navigate = useNavigate();
  const { sharingAvailable } = useReadProducts();
  const t = useT();

  if (isPending) return <ProductSkeleton />;
  if (!product) return <ProductError message={error?.message ?? t('read.notKept')} />;

  const remove = async () => {
    try {
      await keep.remove(product);
      await navigate('/read', { replace: true });
    } catch (failure) {
      logger.warn('The read product could not be deleted', failure);
      notify({
        status: 'error',
        title: t('read.deleteFailed'),
        description: errorDescription(failure, t('common.tryAgain')),
        duration: TOAST_ERROR_MS,
      });
    }
  };
  return (
    <ProductReportView
      report={reportOf(report.response, { isLoading: report.isLoading, error: report.error, photo })}
      preferences={preferences}
      actions={
        <div className="cc-read-report-head">
          <ReadNotice product={product} keptCopy={report.keptCopy} />
          <KeptActions product={product} onDelete={remove} />
        </div>
      }
      below={
        <>
          <SharePanel product={product} sharingAvailable={sharingAvailable} />
          <BetterChoices facts={product.facts} preferences={preferences} enabled={ready && Boolean(report.response)} />
        </>
      }
    />
  );
}

/** Back to the check, for a product already kept: the facts as confirmed, saved again with their new report. */
export function EditReadProductRoute() {
  const { id = '' } = useParams();
  const { product, isPending, error } = useReadProduct(id);
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  const keep = useKeepProduct();
  const makeReport = useMakeReport();
  const navigate = useNavigate();
  const t = useT();
  useTop(id);
  useEffect(() => {
    if (product) setDraft((current) => current ?? draftFromFacts(product.facts));
  }, [product]);

  if (isPending) return <PageSpinner />;
  if (!product) return <ProductError message={error?.message ?? t('read.notKept')} />;

  const save = async (facts: ShopperFacts): Promise<string | null> => {
    const made = await makeReport(facts);
    if (!made.report) return made.problem;
    try {
      await keep.change(product, facts, made.report);
      await navigate(`/read/${encodeURIComponent(product.id)}`, { replace: true });
      return null;
    } catch (failure) {
      logger.warn('The read product could not be changed', failure);
      return errorDescription(failure, t('read.changesFailed'));
    }
  };
  return (
    <div className="cc-page cc-read-page">
      <PageTitle page={t('read.edit', { name: product.facts.name })} />
      {draft ? (
        <ReviewForm
          title={
            <div>
              <h1>{t('read.edit', { name: product.facts.name })}</h1>
              <p className="cc-muted">{t('read.editLead')}</p>
            </div>
          }
          draft={draft}
          onChange={setDraft}
          submitLabel={t('read.saveAndSee')}
          onSubmit={save}
          onBack={() => void navigate(-1)}
          backLabel={t('common.cancel')}
        />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
