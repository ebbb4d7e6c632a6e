import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReadProduct } from '../hooks/use-read-products.ts';
import './read-label.css';
import { useT } from '../../../i18n/react.tsx';

/** Change what was read (back to the check) or forget the product. */
export function KeptActions({ product, onDelete }: { product: ReadProduct; onDelete(): Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  if (asking) {
    return (
      <div className="cc-read-confirm" role="group" aria-label={t('read.delete.ask')}>
        <p>{product.kept === 'account' ? t('read.delete.account') : t('read.delete.device')}</p>
        <div className="cc-read-actions">
          <button
            type="button"
            className="cc-button cc-button-md cc-danger"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onDelete().finally(() => setBusy(false));
            }}
          >
            <Trash2 aria-hidden="true" /> {busy ? t('read.deleting') : t('lists.delete')}
          </button>
          <button type="button" className="cc-button cc-button-md cc-outline" onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="cc-read-actions">
      <Link to={`/read/${encodeURIComponent(product.id)}/edit`} className="cc-button cc-outline-brand">
        <Pencil aria-hidden="true" /> {t('read.editButton')}
      </Link>
      <button type="button" className="cc-button cc-outline" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" /> {t('lists.delete')}
      </button>
    </div>
  );
}
