import { ScanText } from 'lucide-react';
import { dayOf } from '../lib/dates.ts';
import type { ReadProduct } from '../hooks/use-read-products.ts';
import './read-label.css';
import { useT } from '../../../i18n/react.tsx';

/** Said plainly at the top of a report made from the shopper's photos: where its facts come from, and when. */
export function ReadNotice({ product, keptCopy }: { product: ReadProduct; keptCopy: boolean }) {
  const changed = product.updated_at.slice(0, 10) !== product.created_at.slice(0, 10);
  const t = useT();
  return (
    <div className="cc-read-notice" role="note">
      <ScanText aria-hidden="true" />
      <div>
        <p>
          <strong>{t('read.notice.title')}</strong>
        </p>
        <p className="cc-small">
          {t('read.notice.readOn', { day: dayOf(product.created_at) })}
          {changed ? t('read.notice.changedOn', { day: dayOf(product.updated_at) }) : ''}.{' '}
          {product.kept === 'account' ? t('read.notice.account') : t('read.notice.device')}
        </p>
        {keptCopy && <p className="cc-small">{t('read.notice.offline')}</p>}
      </div>
    </div>
  );
}
