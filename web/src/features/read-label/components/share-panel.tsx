import type { MyProduct } from '@clearcart/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Clock, ExternalLink, LogIn, Pencil, Share2, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorDescription } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { MY_PRODUCTS_KEY, myProductQueryOptions, shareMyProduct } from '../api/my-products.ts';
import { dayOf } from '../lib/dates.ts';
import type { ReadProduct } from '../hooks/use-read-products.ts';
import './read-label.css';
import { t, type MessageKey } from '../../../i18n/i18n.ts';
import { formatList } from '../../../i18n/format.ts';
import { T, useT } from '../../../i18n/react.tsx';

/** The photos sent, in words ("the ingredient list"), in the current language. */
const photoName = (panel: 'ingredients' | 'nutrition' | 'front') => t(`share.photo.${panel}`);

/** The facts sent, in the shopper's words: what this product has of them. */
function sentFacts(facts: MyProduct['facts']): string {
  const keys: MessageKey[] = [
    'share.fact.barcode',
    'share.fact.name',
    ...(facts.brand ? (['share.fact.brand'] as const) : []),
    ...(facts.category ? (['share.fact.category'] as const) : []),
    ...(facts.language ? (['share.fact.language'] as const) : []),
    ...(facts.ingredients_text ? (['share.fact.ingredients'] as const) : []),
    ...(facts.nutrition ? (['share.fact.nutrition'] as const) : []),
  ];
  return formatList(keys.map((key) => t(key)));
}

/**
 * "Share with Open Food Facts": opt-in per product, for a product kept in the account. It first says what is sent and
 * under which licences; then where the upload stands (queued, sent with its link, failed and tried again).
 */
export function SharePanel({ product, sharingAvailable }: { product: ReadProduct; sharingAvailable: boolean }) {
  const headingId = useId();
  const t = useT();
  return (
    <section className="cc-read-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('share.title')}</h2>
      <ShareBody product={product} sharingAvailable={sharingAvailable} />
    </section>
  );
}

function ShareBody({ product, sharingAvailable }: { product: ReadProduct; sharingAvailable: boolean }) {
  const mine = product.mine;
  const t = useT();
  if (!mine) {
    return (
      <>
        <p className="cc-muted">{t('share.what')}</p>
        <div className="cc-read-actions">
          <Link to="/signin" className="cc-button cc-button-md cc-outline-brand">
            <LogIn aria-hidden="true" /> {t('share.signIn')}
          </Link>
        </div>
      </>
    );
  }
  const { share } = mine;
  if (share.status === 'sent') {
    return (
      <p className="cc-read-share-status" role="status">
        <Check aria-hidden="true" />
        <span>
          {share.sent_at ? t('share.sentOn', { day: dayOf(share.sent_at) }) : t('share.sent')}{' '}
          {share.url && (
            <a href={share.url} target="_blank" rel="noopener noreferrer">
              {t('share.see')} <ExternalLink aria-hidden="true" className="cc-read-inline-icon" />
            </a>
          )}
        </span>
      </p>
    );
  }
  if (share.status === 'queued') {
    return (
      <p className="cc-read-share-status" role="status">
        <Clock aria-hidden="true" />
        <span>
          {share.attempts > 0 && share.last_error
            ? t('share.retrying', { error: share.last_error })
            : t('share.queued')}
        </span>
      </p>
    );
  }
  return <ShareOffer product={mine} sharingAvailable={sharingAvailable} />;
}

/** Not shared yet, or the last try failed: the consent, then the button. */
function ShareOffer({ product, sharingAvailable }: { product: MyProduct; sharingAvailable: boolean }) {
  const { currentUser } = useAuth();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const consentId = useId();
  const failed = product.share.status === 'failed';
  const t = useT();
  const photos = product.photos.map(photoName);

  if (!product.facts.gtin) {
    return (
      <>
        <p>{t('share.needsBarcode')}</p>
        <div className="cc-read-actions">
          <Link to={`/read/${encodeURIComponent(product.id)}/edit`} className="cc-button cc-button-md cc-outline-brand">
            <Pencil aria-hidden="true" /> {t('share.addBarcode')}
          </Link>
        </div>
      </>
    );
  }
  if (!sharingAvailable) {
    return (
      <>
        <p className="cc-muted" id={consentId}>
          {t('share.off')}
        </p>
        <div className="cc-read-actions">
          <button
            type="button"
            className="cc-button cc-button-md cc-outline-brand"
            disabled
            aria-describedby={consentId}
          >
            <Share2 aria-hidden="true" /> {t('share.title')}
          </button>
        </div>
      </>
    );
  }

  const share = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const shared = await shareMyProduct(product.id);
      if (currentUser) queryClient.setQueryData(myProductQueryOptions(currentUser.uid, product.id).queryKey, shared);
      void queryClient.invalidateQueries({ queryKey: MY_PRODUCTS_KEY });
      setAsking(false);
    } catch (error) {
      setProblem(errorDescription(error, t('share.queueFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {failed && (
        <p className="cc-read-share-status cc-read-share-failed" role="status">
          <CircleAlert aria-hidden="true" />
          <span>
            {product.share.last_error ? t('share.failedWhy', { error: product.share.last_error }) : t('share.failed')}
          </span>
        </p>
      )}
      {!failed && !asking && <p className="cc-muted">{t('share.what')}</p>}
      {asking && (
        <div className="cc-read-consent" id={consentId}>
          <p>
            {photos.length > 0 ? (
              <T
                k="share.sentFactsPhotos"
                values={{ facts: sentFacts(product.facts), photos: formatList(photos) }}
                components={{ 0: <strong /> }}
              />
            ) : (
              <T k="share.sentFacts" values={{ facts: sentFacts(product.facts) }} components={{ 0: <strong /> }} />
            )}
          </p>
          <p>
            <T k="share.licences" components={{ 0: <strong /> }} />
          </p>
          <p>{t('share.stays')}</p>
        </div>
      )}
      {problem && (
        <p className="cc-read-error" role="alert">
          {problem}
        </p>
      )}
      <div className="cc-read-actions">
        {asking ? (
          <>
            <button
              type="button"
              className="cc-button cc-button-md cc-solid"
              onClick={() => void share()}
              disabled={busy}
              aria-describedby={consentId}
            >
              <Share2 aria-hidden="true" /> {busy ? t('share.sharing') : t('share.yes')}
            </button>
            <button type="button" className="cc-button cc-button-md cc-outline" onClick={() => setAsking(false)}>
              {t('share.notNow')}
            </button>
          </>
        ) : failed ? (
          <button
            type="button"
            className="cc-button cc-button-md cc-outline-brand"
            onClick={() => void share()}
            disabled={busy}
          >
            <Share2 aria-hidden="true" /> {busy ? t('share.sending') : t('share.tryAgain')}
          </button>
        ) : (
          <button type="button" className="cc-button cc-button-md cc-outline-brand" onClick={() => setAsking(true)}>
            <Share2 aria-hidden="true" /> {t('share.title')}
          </button>
        )}
      </div>
    </>
  );
}
