import { useQueryClient } from '@tanstack/react-query';
import {
  CloudCheck,
  CloudDownload,
  History,
  ListChecks,
  ScanBarcode,
  ShoppingCart,
  SlidersHorizontal,
  WifiOff,
} from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Link, Outlet, useMatches, useNavigate } from 'react-router';
import { ColorModeButton } from '../../components/ui/color-mode.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { APP_NAME } from '../../config/constants.ts';
import { useAuth } from '../../lib/auth.tsx';
import { logger } from '../../lib/logger.ts';
import { forgetShopper } from '../forget-shopper.ts';
import { useHistoryMergeOnSignIn } from '../../features/history/hooks/use-history-merge.ts';
import { useHouseholdMergeOnSignIn } from '../../features/household/hooks/use-household-merge.ts';
import { useListsMergeOnSignIn } from '../../features/lists/hooks/use-lists-merge.ts';
import { useOfflineProducts, useOfflineStatus } from '../../features/offline/hooks/use-offline-status.ts';
import { usePreferencesMergeOnSignIn } from '../../features/preferences/hooks/use-preferences-merge.ts';
import '../first-screen.css';

/** How two sets of one person's preferences combine (loaded only when a household on the device is merged). */
const loadMergePreferences = () =>
  import('../../features/preferences/lib/merge-preferences.ts').then((m) => m.mergePreferences);

const ChakraShell = lazy(() => import('../chakra-shell.tsx').then((m) => ({ default: m.ChakraShell })));

function TopBar() {
  const { currentUser, signOut } = useAuth();
  const saved = useOfflineStatus().pack !== null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // What sticks below the top bar (a report's tabs) needs its height, which wraps differently on every screen.
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--cc-topbar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const handleSignOut = async () => {
    // Leave the page first: a report still open when the shopper changes would be recorded as the next one's view.
    await navigate('/');
    try {
      await signOut();
      await forgetShopper(queryClient);
    } catch (error) {
      logger.error('Sign out failed', error);
    }
  };
  return (
    <header className="cc-topbar" ref={bar}>
      <div className="cc-container cc-topbar-row">
        <Link to="/" className="cc-brand">
          <ShoppingCart aria-hidden="true" />
          {APP_NAME}
        </Link>
        <div className="cc-topbar-actions">
          {/* On a phone, scanning is one tap away from every page. */}
          <Link
            to="/search"
            state={{ tab: 1 }}
            aria-label="Scan a barcode"
            className="cc-button cc-ghost cc-phone-only"
          >
            <ScanBarcode aria-hidden="true" />
          </Link>
          <Link to="/preferences" aria-label="Preferences" className="cc-button cc-ghost">
            <SlidersHorizontal aria-hidden="true" />
            <span className="cc-wide-only">Preferences</span>
          </Link>
          <Link to="/history" aria-label="History" className="cc-button cc-ghost">
            <History aria-hidden="true" />
            <span className="cc-wide-only">History</span>
          </Link>
          <Link to="/lists" aria-label="Lists" className="cc-button cc-ghost">
            <ListChecks aria-hidden="true" />
            <span className="cc-wide-only">Lists</span>
          </Link>
          <Link to="/offline" aria-label="Use offline" className="cc-button cc-ghost">
            {saved ? <CloudCheck aria-hidden="true" /> : <CloudDownload aria-hidden="true" />}
            <span className="cc-wide-only">Offline</span>
          </Link>
          {/* Spec §2: the signed-in user's email, or 'User' when there is none. */}
          <span className="cc-welcome">Welcome, {currentUser?.email ?? 'User'}</span>
          <ColorModeButton />
          {currentUser ? (
            <button type="button" className="cc-button cc-outline" onClick={handleSignOut}>
              Sign Out
            </button>
          ) : (
            <Link to="/signin" className="cc-button cc-solid">
              Sign In
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function Footer() {
  const links = ['About', 'Privacy', 'Terms', 'Contact'];
  return (
    <footer className="cc-footer">
      <div className="cc-container cc-footer-row">
        <p className="cc-muted cc-small">
          © {new Date().getFullYear()} {APP_NAME}
        </p>
        <nav aria-label="Footer" className="cc-footer-links">
          {links.map((label) =>
            label === 'Privacy' ? (
              <Link key={label} to="/privacy">
                Privacy
              </Link>
            ) : (
              // The spec gives these links no real target yet.
              <a key={label} href="#" onClick={(event) => event.preventDefault()}>
                {label}
              </a>
            ),
          )}
        </nav>
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
  if (online) return null;
  const waiting = queued > 0 ? ` ${queued === 1 ? '1 scan waits' : `${queued} scans wait`} for a network.` : '';
  return (
    <div role="status" className="cc-offline">
      <p className="cc-container">
        <WifiOff size={16} aria-hidden="true" />
        {pack
          ? `You are offline. Scanning and searching by name work for the ${pack.count.toLocaleString('en')} products saved on this phone; the rest needs a connection.${waiting}`
          : `You are offline. Reports opened on this device still show; searching needs a connection.${waiting}`}
      </p>
    </div>
  );
}

/** What a route tells the frame: `kit` when its page is built with the UI kit (Chakra). */
export interface RouteHandle {
  kit?: boolean;
}

/** The shared frame: top bar, the routed page, footer, toasts. */
export function AppLayout() {
  usePreferencesMergeOnSignIn();
  useHistoryMergeOnSignIn();
  useHouseholdMergeOnSignIn(loadMergePreferences);
  useListsMergeOnSignIn();
  useOfflineProducts();
  // Pages in plain CSS paint without the UI kit; a route marked `kit` loads it (once) around the page.
  const plain = !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.kit);
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  return (
    <div className="cc-frame">
      <a href="#main" className="cc-skip">
        Skip to content
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
