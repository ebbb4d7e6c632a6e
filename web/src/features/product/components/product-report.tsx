import type { OpenRecord, Preferences, ProductEntity, Ratings, ReadCompletion } from '@clearcart/contracts';
import { ArrowLeft } from 'lucide-react';
import { memo, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { errorDescription } from '../../../lib/api-client.ts';
import { withIdentification } from '../../../lib/identification.ts';
import { useProductReport, type CompleteWith, type ProductReportState } from '../hooks/use-product-report.ts';
import { useReportTabs, type Tab } from '../hooks/use-report-tabs.ts';
import { gatherCertifications } from '../lib/derive.ts';
import { openRecordNote } from '../lib/open-record.ts';
import { productName } from '../lib/product-response.ts';
import { CompanyTab } from './company-tab.tsx';
import { DebugPanel } from './debug-panel.tsx';
import { EnvironmentalTab } from './environmental-tab.tsx';
import { EthicalTab } from './ethical-tab.tsx';
import { HealthTab } from './health-tab.tsx';
import { PersonalAlerts } from './personal-alerts.tsx';
import { ProductSidebar } from './product-sidebar.tsx';
import { Badge, Notice, Skeleton, Spinner } from './report-parts.tsx';
import { ScoreSummary } from './score-summary.tsx';
import './report.css';
import { useT } from '../../../i18n/react.tsx';
import { onRecord } from '../../../lib/brand.ts';

// The report renders again each time one of its queries settles (product, picture, evaluation); each part renders
// again only when its own data changed.
const Summary = memo(ScoreSummary);
const Sidebar = memo(ProductSidebar);
const Alerts = memo(PersonalAlerts);
const Health = memo(HealthTab);
const Environmental = memo(EnvironmentalTab);
const Ethical = memo(EthicalTab);
const Company = memo(CompanyTab);

/** Lines of text on their way (the last one shorter). */
function SkeletonLines({ count }: { count: number }) {
  return (
    <div className="cc-col cc-gap-2">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height="1rem" width={index === count - 1 ? '80%' : '100%'} />
      ))}
    </div>
  );
}

export function ProductSkeleton() {
  const t = useT();
  return (
    <div className="cc-report cc-report-skeleton" aria-busy="true" aria-label={t('product.loading')}>
      <div className="cc-mb-2">
        <Skeleton height="2.25rem" width="60%" />
      </div>
      <div className="cc-mb-8">
        <Skeleton height="1.25rem" width="30%" />
      </div>
      <div className="cc-report-grid cc-skeleton-grid">
        <div className="cc-col cc-gap-4">
          <Skeleton height="250px" large />
          <Skeleton height="4rem" />
          <SkeletonLines count={3} />
        </div>
        <div className="cc-col cc-gap-4">
          <Skeleton height="2.5rem" />
          <SkeletonLines count={8} />
        </div>
      </div>
    </div>
  );
}

export function ProductError({ message }: { message: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A report opened in a new tab or from a link has no page of ours to go back to: go to search instead.
  const goBack = () => void (location.key === 'default' ? navigate('/search') : navigate(-1));
  const t = useT();
  return (
    <div className="cc-report cc-report-narrow">
      <PageTitle page={t('product.errorTitle')} />
      <Notice
        status="error"
        title={t('product.errorTitle')}
        className="cc-error-alert"
        action={
          <button type="button" className="cc-button cc-button-md" onClick={goBack}>
            <ArrowLeft aria-hidden="true" /> {t('product.goBack')}
          </button>
        }
      >
        {message}
      </Notice>
    </div>
  );
}

/** What other features add to a report, composed by the route (features do not import each other). */
interface ReportSlots {
  /** Under the title… */
  actions?: ReactNode;
  /** …after the tabs… */
  below?: ReactNode;
  /** …first of all under the title, above any verdict: an active recall of the product… */
  recall?: ReactNode;
  /** …at the top in place of the shopper's own verdict (each person's, for a household)… */
  personal?: ReactNode;
  /** …what watches the report once it is shown (the history records the view)… */
  Viewed?: ComponentType<{ entity: ProductEntity; ratings: Partial<Ratings> | undefined }>;
  /**
   * …and what is offered under the title once the evaluation is in (reading the facts it lacks from the pack), or said
   * there when the shopper's read completed it (`completed`).
   */
  Offer?: ComponentType<{ entity: ProductEntity; ratings: Partial<Ratings>; completed: ReadCompletion | undefined }>;
}

interface ProductReportProps extends ReportSlots {
  id: string;
  /** Saved preferences sent with the evaluation, or null for `{}`. */
  preferences: Preferences | null;
  preferencesReady: boolean;
  /** What the shopper read from the pack, to complete what the catalog lacks (their report only). */
  completeWith?: CompleteWith;
}

/**
 * The phone thumbnail, in the same box whether the picture is shown or its place held. A picture that fails to load
 * leaves its place held, and only this box renders again.
 */
function Thumbnail({ src, hold }: { src: string | undefined; hold: boolean }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (src && src !== failed) {
    return <img src={src} onError={() => setFailed(src)} alt="" className="cc-report-thumb" />;
  }
  return hold ? <div aria-hidden="true" className="cc-report-thumb" /> : null;
}

/** The product report screen. */
export function ProductReport({ id, preferences, preferencesReady, completeWith, ...slots }: ProductReportProps) {
  const report = useProductReport(id, preferences, preferencesReady, completeWith);
  return <ProductReportView report={report} preferences={preferences} {...slots} />;
}

/**
 * The report of a product whose data is in hand or on its way: a catalog product's (above), or one the shopper read
 * from its package (`reportOf`).
 */
export function ProductReportView({
  report,
  preferences,
  actions,
  below,
  personal,
  recall,
  Viewed,
  Offer,
}: ReportSlots & { report: ProductReportState; preferences: Preferences | null }) {
  const [debugOpen, setDebugOpen] = useState(false);
  const t = useT();
  const { tab, openTab, drawn, waiting, tabsRef, holdStyle } = useReportTabs(report);

  // Props of the memoised parts, kept the same object while their inputs are.
  const loaded = report.product?.entity;
  const sidebarEntity = useMemo(
    () => loaded && withIdentification(loaded, report.identification),
    [loaded, report.identification],
  );
  const certifications = useMemo(
    () =>
      gatherCertifications(
        loaded?.certifications ? { certifications: loaded.certifications } : undefined,
        report.ratings,
      ),
    [loaded, report.ratings],
  );
  const { data: imageData, isLoading: imageLoading } = report.image;
  const image = useMemo(() => ({ data: imageData, isLoading: imageLoading }), [imageData, imageLoading]);

  if (report.isLoading) return <ProductSkeleton />;
  if (report.error || !report.product) {
    return <ProductError message={report.error?.message ?? t('product.invalid')} />;
  }

  const entity = report.product.entity;
  const name = productName(entity);
  const ratings = report.ratings;
  const evaluation = report.evaluation;

  // The picture is shown once: on a phone small beside the name, on a wider screen in the sidebar's box (report.css).
  const picture = imageData && 'imageUrl' in imageData ? imageData.imageUrl : undefined;

  const evaluating = report.evaluating;
  return (
    <div className="cc-report">
      <PageTitle page={name} />
      {Viewed && <Viewed entity={entity} ratings={evaluation ? ratings : undefined} />}
      <div className="cc-col cc-gap-6">
        <header className="cc-report-header">
          {/* The thumbnail's place is held from the first paint when there is a picture to show, and kept if it
              fails to load: the name beside it does not move (no layout shift). */}
          <Thumbnail src={report.capturedPhoto ?? picture} hold={Boolean(report.capturedPhoto ?? entity.image_url)} />
          <div>
            <h1 className="cc-report-title" translate="no">
              {evaluation ? (
                <button
                  type="button"
                  onClick={() => setDebugOpen((open) => !open)}
                  aria-expanded={debugOpen}
                  aria-controls="debug-panel"
                  title={debugOpen ? t('product.hideDetails') : t('product.showDetails')}
                >
                  {name}
                </button>
              ) : (
                name
              )}
            </h1>
            <div className="cc-row cc-gap-3 cc-report-meta">
              <p className="cc-muted">
                {onRecord(entity.brand) ? t('search.byBrand', { brand: entity.brand }) : t('product.brandNotOnRecord')}
              </p>
              {entity.category && (
                <span data-server-text>
                  <Badge>{entity.category}</Badge>
                </span>
              )}
              {entity.quantity && (
                <p className="cc-muted cc-sm" translate="no">
                  {entity.quantity}
                </p>
              )}
            </div>
            <OpenRecordLine record={report.product.metadata?.open_record} />
            {actions}
            {Offer && evaluation && ratings && (
              <Offer entity={entity} ratings={ratings} completed={evaluation.metadata.completed_with} />
            )}
          </div>
        </header>

        {recall}
        {debugOpen && evaluation && <DebugPanel evaluation={evaluation} />}
        {personal ?? <Alerts alerts={evaluation?.personal_alerts} preferences={preferences} />}
        {report.evaluationFailed && (
          // A failed evaluation is not "no information": say so, and offer to try again.
          <Notice
            status="warning"
            title={t('product.evalFailed')}
            className="cc-alert-center"
            action={
              <button type="button" className="cc-button" onClick={report.retryEvaluation}>
                {t('common.retry')}
              </button>
            }
          >
            {errorDescription(report.evaluationError, t('product.evalFailed.text'))}
          </Notice>
        )}
        <Summary ratings={ratings} entity={entity} evaluating={evaluating} onOpen={openTab} />

        <div className="cc-report-grid">
          {/* On a phone the tabs come first; the picture and details follow them. */}
          <aside aria-label={t('product.detailsLabel')}>
            {drawn && (
              <Sidebar
                entity={sidebarEntity ?? entity}
                name={name}
                capturedPhoto={report.capturedPhoto}
                image={image}
                certifications={certifications}
              />
            )}
          </aside>
          {/* Its height held while the open tab waits for the evaluation or to be drawn (`waiting`, useReportTabs): what
              follows it (on a phone the details, on every screen the better choices and notes) does not jump when it
              arrives. The Company tab does not wait for the evaluation. */}
          <div
            className="cc-report-tabs"
            id="report-tabs"
            ref={tabsRef}
            aria-busy={waiting || undefined}
            style={holdStyle}
          >
            <Tabs<Tab>
              value={tab}
              onValueChange={openTab}
              // A tab is rendered when first opened, not all four up front, and kept once opened: the report is
              // long, and rendering it whole was most of the product page's main-thread work.
              keepVisited
              tabs={[
                {
                  value: 'health',
                  label: (
                    <>
                      {t('score.health')} {evaluating && <Spinner size="xs" label={t('product.evaluating')} />}
                    </>
                  ),
                  panel: drawn && <Health health={ratings?.health} evaluating={evaluating} />,
                },
                {
                  value: 'environmental',
                  label: t('score.environmental'),
                  panel: drawn && <Environmental env={ratings?.environmental} evaluating={evaluating} />,
                },
                {
                  value: 'ethical',
                  label: t('score.ethical'),
                  panel: drawn && <Ethical ethical={ratings?.ethical} evaluating={evaluating} />,
                },
                { value: 'company', label: t('product.tab.company'), panel: drawn && <Company entity={entity} /> },
              ]}
            />
          </div>
        </div>

        {drawn && below}

        <p className="cc-sm cc-muted cc-footnote">{t('product.disclaimer')}</p>
        {report.product.metadata?.attribution && report.product.metadata.attribution.length > 0 && (
          <p className="cc-xs cc-muted" translate="no">
            {report.product.metadata.attribution.join(' · ')}
          </p>
        )}
      </div>
    </div>
  );
}

/** Where the facts came from when a site of the Open Food Facts family supplied some, and how fresh they are. */
function OpenRecordLine({ record }: { record: OpenRecord | undefined }) {
  const note = openRecordNote(record, new Date());
  if (!note || !record) return null;
  return (
    <p className="cc-xs cc-muted">
      {note.lead}
      <a href={record.url} target="_blank" rel="noopener noreferrer" translate="no">
        {record.site}
      </a>
      {note.tail}
    </p>
  );
}
