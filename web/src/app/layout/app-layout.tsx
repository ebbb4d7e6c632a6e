import { Box, Button, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { History, ScanBarcode, ShoppingCart, WifiOff } from 'lucide-react';
import { Suspense, useSyncExternalStore } from 'react';
import { Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { ColorModeButton } from '../../components/ui/color-mode.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { APP_NAME } from '../../config/constants.ts';
import { useAuth } from '../../lib/auth.tsx';
import { logger } from '../../lib/logger.ts';
import { useHistoryMergeOnSignIn } from '../../features/history/hooks/use-history-merge.ts';
import { usePreferencesMergeOnSignIn } from '../../features/preferences/hooks/use-preferences-merge.ts';

function TopBar() {
  const { currentUser, signOut } = useAuth();
  const navigate = useNavigate();
  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      logger.error('Sign out failed', error);
    }
    void navigate('/');
  };
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="3" px={{ base: '3', md: '6' }}>
        <Flex align="center" gap="3" wrap="wrap">
          <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/">
              <ShoppingCart aria-hidden="true" />
              {APP_NAME}
            </RouterLink>
          </Link>
          <HStack ms="auto" gap={{ base: '1', md: '2' }}>
            {/* On a phone, scanning is one tap away from every page. */}
            <Button size="sm" variant="ghost" px="2" asChild display={{ base: 'inline-flex', md: 'none' }}>
              <RouterLink to="/search" state={{ tab: 1 }} aria-label="Scan a barcode">
                <ScanBarcode aria-hidden="true" />
              </RouterLink>
            </Button>
            <Button size="sm" variant="ghost" px={{ base: '2', md: '3' }} asChild>
              <RouterLink to="/history" aria-label="History">
                <History aria-hidden="true" />
                <Text as="span" display={{ base: 'none', md: 'inline' }}>
                  History
                </Text>
              </RouterLink>
            </Button>
            {/* Spec §2: the signed-in user's email, or 'User' when there is none. */}
            <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }} truncate maxW="16rem">
              Welcome, {currentUser?.email ?? 'User'}
            </Text>
            <ColorModeButton />
            {currentUser ? (
              <Button size="sm" variant="outline" onClick={handleSignOut}>
                Sign Out
              </Button>
            ) : (
              <Button size="sm" asChild>
                <RouterLink to="/signin">Sign In</RouterLink>
              </Button>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function Footer() {
  const links = ['About', 'Privacy', 'Terms', 'Contact'];
  return (
    <Box as="footer" borderTopWidth="1px" mt="auto" py="6" bg="bg.subtle">
      <Container maxW="6xl">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align="center" gap="3">
          <Text fontSize="sm" color="fg.muted">
            © {new Date().getFullYear()} {APP_NAME}
          </Text>
          <HStack as="nav" aria-label="Footer" gap="4">
            {links.map((label) =>
              label === 'Privacy' ? (
                <Link key={label} asChild fontSize="sm" color="fg.muted">
                  <RouterLink to="/privacy">Privacy</RouterLink>
                </Link>
              ) : (
                // The spec gives these links no real target yet.
                <Link key={label} href="#" fontSize="sm" color="fg.muted" onClick={(event) => event.preventDefault()}>
                  {label}
                </Link>
              ),
            )}
          </HStack>
        </Stack>
      </Container>
    </Box>
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
  if (online) return null;
  return (
    <Box role="status" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted">
      <Container maxW="6xl" py="2" px={{ base: '3', md: '6' }}>
        <HStack gap="2" fontSize="sm">
          <WifiOff size={16} aria-hidden="true" />
          <Text>You are offline. Reports opened on this device still show; searching needs a connection.</Text>
        </HStack>
      </Container>
    </Box>
  );
}

/** The shared frame: top bar, the routed page, footer. */
export function AppLayout() {
  usePreferencesMergeOnSignIn();
  useHistoryMergeOnSignIn();
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2' }}
      >
        Skip to content
      </Link>
      <TopBar />
      <OfflineNotice />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
