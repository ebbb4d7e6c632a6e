import { APP_NAME } from '../config/constants.ts';

/** The document's title for this page ("Nutella Hazelnut Spread — ClearCart"); React hoists it into <head>. */
export function PageTitle({ page }: { page?: string }) {
  return <title>{page ? `${page} — ${APP_NAME}` : APP_NAME}</title>;
}
