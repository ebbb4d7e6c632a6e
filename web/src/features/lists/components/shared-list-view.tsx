import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProductThumb } from '../../../components/product-thumb.tsx';
import { ThreeScores } from '../../../components/three-scores.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError, errorDescription, failureDescription } from '../../../lib/api-client.ts';
import { getSharedList } from '../api/lists.ts';
import { useLists } from '../hooks/use-lists.ts';
import '../../../components/palette.css';
import './lists.css';
import { useT } from '../../../i18n/react.tsx';
import { onRecord } from '../../../lib/brand.ts';

/** A list someone shared, read-only, for whoever has the link; a copy can be saved to the visitor's own lists. */
export function SharedListView({ token }: { token: string }) {
  const shared = useQuery({ queryKey: ['shared-list', token], queryFn: () => getSharedList(token), retry: false });
  const lists = useLists({ enabled: false });
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const t = useT();

  if (shared.isPending) return <PageSpinner label={t('lists.loadingList')} />;
  if (!shared.data) {
    const gone = shared.error instanceof ApiError && shared.error.status === 404;
    return (
      <div className="cc-page cc-list-page">
        <PageTitle page={t('lists.sharedTitle')} />
        <h1 className="cc-list-h1">{gone ? t('lists.linkGone') : t('lists.couldNotLoad')}</h1>
        <p>{gone ? t('lists.linkGone.text') : errorDescription(shared.error, t('common.tryAgain'))}</p>
      </div>
    );
  }
  const list = shared.data;
  const saveCopy = async () => {
    setSaving(true);
    try {
      const id = await lists.create(
        list.name,
        list.items.map((item) => ({
          ...(item.product_id ? { product_id: item.product_id } : {}),
          text: item.text,
          quantity: item.quantity,
          checked: false,
        })),
      );
      await navigate(`/lists/${encodeURIComponent(id)}`);
    } catch (error) {
      notify({
        status: 'error',
        title: t('lists.copyFailed'),
        description: failureDescription(error),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="cc-page cc-list-page">
      <PageTitle page={list.name} />
      <p className="cc-muted cc-small">{t('lists.sharedWithYou')}</p>
      <header className="cc-list-head">
        <h1 className="cc-list-h1" translate="no">
          {list.name}
        </h1>
        <div className="cc-list-tools">
          <button type="button" className="cc-button cc-solid" disabled={saving} onClick={() => void saveCopy()}>
            {t('lists.saveCopy')}
          </button>
        </div>
      </header>
      <ol className="cc-list-items" aria-label={t('lists.itemsOf', { name: list.name })}>
        {list.items.map((item) => {
          const name = item.product?.name ?? item.text;
          return (
            <li key={item.id} className="cc-list-item" data-checked={item.checked || undefined}>
              <span
                className="cc-list-check"
                aria-label={item.checked ? t('lists.tickedOffLabel') : t('lists.notTickedOff')}
                role="img"
              >
                {item.checked && <Check aria-hidden="true" size={16} />}
              </span>
              <ProductThumb src={item.product?.image_url} />
              <div className="cc-list-item-main">
                {item.product && item.product_id ? (
                  <Link
                    to={`/product/${encodeURIComponent(item.product_id)}`}
                    className="cc-list-item-name"
                    translate="no"
                  >
                    {name}
                  </Link>
                ) : (
                  <span className="cc-list-item-name" translate="no">
                    {name}
                  </span>
                )}
                {item.product && onRecord(item.product.brand) && (
                  <p className="cc-muted cc-small" translate="no">
                    {item.product.brand}
                  </p>
                )}
                {item.product && <ThreeScores scores={item.scores} />}
              </div>
              <div className="cc-list-item-tools">
                <span className="cc-small">× {item.quantity}</span>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
