import { useReadProducts } from '../hooks/use-read-products.ts';
import { ReadProductsList } from './read-products-list.tsx';
import './read-label.css';
import { useT } from '../../../i18n/react.tsx';

/** The products read from their packages on this device (signed out), for the history page; nothing when none. */
export function DeviceReadProducts() {
  const { products, kept } = useReadProducts();
  const t = useT();
  if (kept !== 'device' || products.length === 0) return null;
  return (
    <section aria-labelledby="device-read-products" className="cc-read-before">
      <h2 id="device-read-products" className="cc-read-h2">
        {t('read.onDevice')}
      </h2>
      <ReadProductsList products={products} />
    </section>
  );
}
