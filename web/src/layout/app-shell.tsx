// The signed-in frame: product name, navigation to every area, theme toggle and the user menu.
import { Alert, Box, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { SearchIcon } from '../components/icons';
import { useSession } from '../session/session-context';
import { ColorModeToggle } from '../theme/color-mode-toggle';
import { AppNav } from './app-nav';
import { FooterLinks } from './footer-links';
import { UserMenuButton } from './user-menu-button';

// The menu's machinery (positioning, menus) is not needed for the first paint.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// The quick-actions button comes right after the first paint, and its panel on its first click.
const QuickActionsButton = lazy(() => import('../quick-actions/quick-actions-button'));

export function AppShell() {
  const { status } = useSession();
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px" position="sticky" top="0" bg="bg" zIndex="sticky">
        <Container maxW="5xl">
          <Flex align="center" justify="space-between" py="2" gap="4">
            <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
              <RouterLink to="/" data-testid="brand">
                Pulse
              </RouterLink>
            </Link>
            <HStack gap="1">
              <IconButton asChild variant="ghost" size="sm" aria-label="Search">
                <RouterLink to="/search" data-testid="top-search">
                  <SearchIcon />
                </RouterLink>
              </IconButton>
              <Suspense fallback={null}>
                <QuickActionsButton />
              </Suspense>
              <ColorModeToggle />
              <Suspense fallback={<UserMenuButton disabled />}>
                <UserMenu />
              </Suspense>
            </HStack>
          </Flex>
          <AppNav />
        </Container>
      </Box>
      {status === 'unverified' && (
        <Container maxW="5xl" pt="4">
          <Alert.Root status="warning" data-testid="session-unverified">
            <Alert.Indicator />
            <Alert.Title>You appear to be offline. Pulse will reconnect when the network is back.</Alert.Title>
          </Alert.Root>
        </Container>
      )}
      <Box as="main" flex="1" py="6">
        <Container maxW="5xl">
          <Outlet />
        </Container>
      </Box>
      <Box as="footer" borderTopWidth="1px" py="5">
        <Container maxW="5xl">
          <FooterLinks />
        </Container>
      </Box>
    </Flex>
  );
}
