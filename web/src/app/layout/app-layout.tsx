import {
  Bell,
  CloudCheck,
  CloudDownload,
  History,
  ListChecks,
  ScanBarcode,
  ShoppingCart,
  SlidersHorizontal,
  WifiOff,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { ColorModeButton } from '../../components/ui/color-mode.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { endToastsOnNavigation, Toaster } from '../../components/ui/toaster.tsx';
import { APP_NAME } from '../../config/constants.ts';
import { useT } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useSignOut } from '../use-sign-out.ts';
import { useHistoryMergeOnSignIn } from '../../features/history/hooks/use-history-merge.ts';
import { useHouseholdMergeOnSignIn } from '../../features/household/hooks/use-household-merge.ts';
import { useListsMergeOnSignIn } from '../../features/lists/hooks/use-lists-merge.ts';
import { useOfflineProducts, useOfflineStatus } from '../../features/offline/hooks/use-offline-status.ts';
import { usePreferencesMergeOnSignIn } from '../../features/preferences/hooks/use-preferences-merge.ts';
import { useReadProductsMergeOnSignIn } from '../../features/read-label/hooks/use-read-products-merge.ts';
import { LanguageMenu } from './language-menu.tsx';
import '../../first-screen/first-screen.css';

/** How two sets of one person's preferences combine (loaded only when a household on the device is merged). */
const loadMergePreferences = () =>
  import('../../features/preferences/lib/merge-preferences.ts').then((m) => m.mergePreferences);

const ChakraShell = lazy(() => import('../chakra-shell.tsx').then((m) => ({ default: m.ChakraShell })));

function TopBar() {
  const { currentUser } = useAuth();
  const t = useT();
  const saved = useOfflineStatus().pack !== null;
  const handleSignOut = useSignOut();
  return (
    <header className="cc-topbar">
      <div className="cc-container cc-topbar-row">
        <Link to="/" className="cc-brand" translate="no">
          <ShoppingCart aria-hidden="true" />
          {APP_NAME}
        </Link>
        <div className="cc-topbar-actions">
          {/* On a phone, scanning is one tap away from every page. */}
          <Link
            to="/search"
            state={{ tab: 1 }}
            aria-label={t('frame.scanBarcode')}
            className="cc-button cc-ghost cc-phone-only"
          >
            <ScanBarcode aria-hidden="true" />
          </Link>
          <Link to="/preferences" aria-label={t('frame.preferences')} className="cc-button cc-ghost">
            <SlidersHorizontal aria-hidden="true" />
            <span className="cc-wide-only">{t('frame.preferences')}</span>
          </Link>
          <Link to="/history" aria-label={t('frame.history')} className="cc-button cc-ghost">
            <History aria-hidden="true" />
            <span className="cc-wide-only">{t('frame.history')}</span>
          </Link>
          <Link to="/lists" aria-label={t('frame.lists')} className="cc-button cc-ghost">
            <ListChecks aria-hidden="true" />
            <span className="cc-wide-only">{t('frame.lists')}</span>
          </Link>
          {currentUser && (
            <Link to="/inbox" aria-label={t('frame.inbox')} className="cc-button cc-ghost" data-testid="inbox-link">
              <Bell aria-hidden="true" />
              <span className="cc-wide-only">{t('frame.inbox')}</span>
            </Link>
          )}
          <Link to="/offline" aria-label={t('frame.useOffline')} className="cc-button cc-ghost">
            {saved ? <CloudCheck aria-hidden="true" /> : <CloudDownload aria-hidden="true" />}
            <span className="cc-wide-only">{t('frame.offline')}</span>
          </Link>
          {/* The welcome line: the signed-in user's email, or 'User' when there is none. */}
          <span className="cc-welcome">{t('frame.welcome', { name: currentUser?.email ?? t('frame.user') })}</span>
          <ColorModeButton />
          {currentUser ? (
            <button type="button" className="cc-button cc-outline" onClick={handleSignOut}>
              {t('frame.signOut')}
            </button>
          ) : (
            <Link to="/signin" className="cc-button cc-solid">
              {t('frame.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function Footer() {
  const t = useT();
  const links = [t('frame.about'), t('frame.privacy'), t('frame.terms'), t('frame.contact')];
  return (
    <footer className="cc-footer">
      <div className="cc-container cc-footer-row">
        <p className="cc-muted cc-small" translate="no">
          © {new Date().getFullYear()} {APP_NAME}
        </p>
        <nav aria-label={t('frame.footer')} className="cc-footer-links">
          {links.map((label, index) =>
            index === 1 ? (
              <Link key={index} to="/privacy">
                {label}
              </Link>
            ) : (
              // The spec gives these links no real target yet.
              <a key={index} href="#" onClick={(event) => event.preventDefault()}>
                {label}
              </a>
            ),
          )}
        </nav>
        <LanguageMenu />
      </div>
    </footer>
  );
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Says clearly when the device is offline, and what still works. */
function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const { pack, queued } = useOfflineStatus();
  const t = useT();
  if (online) return null;
  const waiting = queued > 0 ? ` ${t('frame.scansWaiting', { count: queued })}` : '';
  return (
    <div role="status" className="cc-offline">
      <p className="cc-container">
        <WifiOff size={16} aria-hidden="true" />
        {(pack ? t('frame.offlineWithPack', { count: pack.count }) : t('frame.offlineNoPack')) + waiting}
      </p>
    </div>
  );
}

/**
 * What a route tells the frame: `kit` when its page is built with the UI kit (Chakra); `beforeIdentity` when the page
 * can show before the sign-in state is known (it waits for it itself before anything personal).
 */
export interface RouteHandle {
  kit?: boolean;
  beforeIdentity?: boolean;
  /** The page's source module: the server finds its styles by it in the build's manifest (entry-server.tsx). */
  module?: string;
}

/** The shared frame: top bar, the routed page, footer, toasts. */
/** Toasts belong to the page they were raised on: another page (not another `?` of the same) ends them. */
function useToastsEndOnNavigation(): void {
  const { pathname } = useLocation();
  const left = useRef(pathname);
  useEffect(() => {
    if (left.current === pathname) return;
    left.current = pathname;
    endToastsOnNavigation();
  }, [pathname]);
}

export function AppLayout() {
  usePreferencesMergeOnSignIn();
  useHistoryMergeOnSignIn();
  useHouseholdMergeOnSignIn(loadMergePreferences);
  useListsMergeOnSignIn();
  useReadProductsMergeOnSignIn();
  useOfflineProducts();
  useToastsEndOnNavigation();
  const t = useT();
  const { loading } = useAuth();
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  // Pages in plain CSS paint without the UI kit; a route marked `kit` loads it (once) around the page.
  const plain = !handles.some((handle) => handle?.kit);
  // Firebase Auth answers after the page's code has loaded: a report does not wait for it, the other pages do.
  if (loading && !handles.some((handle) => handle?.beforeIdentity)) return <PageSpinner label={t('frame.starting')} />;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  return (
    <div className="cc-frame">
      <a href="#main" className="cc-skip">
        {t('frame.skipToContent')}
      </a>
      <TopBar />
      <OfflineNotice />
      <main id="main" className="cc-main" tabIndex={-1}>
        {plain ? (
          page
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <ChakraShell>{page}</ChakraShell>
          </Suspense>
        )}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
