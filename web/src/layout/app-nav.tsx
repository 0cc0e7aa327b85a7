import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { UnreadMessagesBadge } from '../messages/unread-badge';
import { UnreadNotificationsBadge } from '../notifications/unread-notifications-badge';
import { useSession } from '../session/session-context';
import { AREAS } from './areas';

export function AppNav() {
  const { user } = useSession();
  const items = [...AREAS.map((a) => ({ key: a.key, label: a.label, to: a.path })), ...(user ? [{ key: 'profile', label: 'Profile', to: `/${user.username}` }] : [])];
  return (
    <HStack as="nav" aria-label="Main" gap="1" overflowX="auto" py="1" data-testid="app-nav">
      {items.map((item) => (
        <Link
          key={item.key}
          asChild
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          px="3"
          py="1.5"
          rounded="md"
          fontSize="sm"
          whiteSpace="nowrap"
          color="fg.muted"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          _currentPage={{ color: 'fg', fontWeight: 'semibold', bg: 'bg.muted' }}
        >
          <NavLink to={item.to} end={item.to === '/'} data-testid={`nav-${item.key}`}>
            {item.label}
            {item.key === 'messages' && user && <UnreadMessagesBadge />}
            {item.key === 'notifications' && user && <UnreadNotificationsBadge />}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
