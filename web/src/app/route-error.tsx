import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { logger } from '../lib/logger.ts';

/** Error boundary of every route: a calm message and a way home (plain CSS: it may show before the UI kit loads). */
export function RouteError() {
  const error = useRouteError();
  logger.error('Route error', error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <section className="cc-section cc-container cc-stack" style={{ maxWidth: '32rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.5rem' }}>Sorry, this page could not be shown</h1>
      <p className="cc-muted">{message}</p>
      <div className="cc-actions" style={{ flexDirection: 'row', justifyContent: 'center' }}>
        <button type="button" className="cc-button cc-outline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="cc-button cc-solid">
          Go home
        </Link>
      </div>
    </section>
  );
}
