import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { LazyChakraShell } from '../lazy-chakra-shell.ts';

const SearchPanel = lazy(async () => ({ default: (await import('./search-panel.tsx')).SearchPanel }));

/**
 * The search page paints its heading plain (app/first-screen.css); the tabs, which render through the UI kit, follow
 * in a box whose place is held meanwhile.
 */
export function SearchRoute() {
  return (
    <div className="cc-container cc-page" style={{ maxWidth: '48rem' }}>
      <div>
        <PageTitle page="Find Product Information" />
        <h1 className="cc-page-title">Find Product Information</h1>
        <p className="cc-muted cc-page-lead">
          Search by name, take a photo, or upload an image of the product or its barcode.
        </p>
      </div>
      <Suspense fallback={<div className="cc-panel cc-panel-waiting" aria-hidden="true" />}>
        <LazyChakraShell>
          <SearchPanel />
        </LazyChakraShell>
      </Suspense>
      <p className="cc-muted cc-small" style={{ margin: 0, textAlign: 'center' }}>
        Products are analysed for allergens, health, environmental impact and ethical production.
      </p>
    </div>
  );
}
