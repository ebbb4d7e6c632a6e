import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { logger } from '../lib/logger.ts';
import { useT } from '../i18n/react.tsx';

/** Error boundary of every route: a calm message and a way home (plain CSS: it may show before the UI kit loads). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  logger.error('Route error', error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('error.route');
  return (
    <section className="cc-section cc-container cc-stack" style={{ maxWidth: '32rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.5rem' }}>{t('error.routeTitle')}</h1>
      <p className="cc-muted">{message}</p>
      <div className="cc-actions" style={{ flexDirection: 'row', justifyContent: 'center' }}>
        <button type="button" className="cc-button cc-outline" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <Link to="/" className="cc-button cc-solid">
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  );
}
