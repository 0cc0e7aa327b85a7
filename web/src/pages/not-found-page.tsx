import { lazy } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" data-testid="not-found">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The page you were looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go to Pulse</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * /admin (web/src/admin, docs/admin.md), reached through this module's chunk, which the first
 * page already names: a chunk of its own would add its name and preload list to the first page,
 * which is at its size budget. The admin screens load from here on demand.
 */
const AdminPages = lazy(() => import('../admin/admin-pages').then((m) => ({ default: m.AdminPages })));
/** /settings (web/src/settings, docs/settings.md) comes through the same door, for the same reason. */
const SettingsPages = lazy(() => import('../settings/settings-pages').then((m) => ({ default: m.SettingsPages })));

// A component, not the lazy one itself: React's lazy cannot resolve to another lazy. The app's
// route table names this one component for both areas (one route line each); the address says which.
export function AdminArea() {
  const { pathname } = useLocation();
  return pathname === '/settings' || pathname.startsWith('/settings/') ? <SettingsPages /> : <AdminPages />;
}
