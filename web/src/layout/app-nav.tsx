import { HStack, Link } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { UnreadMessagesBadge } from '../messages/unread-badge';
import { UnreadNotificationsBadge } from '../notifications/unread-notifications-badge';
import { useSession } from '../session/session-context';
import { AREAS } from './areas';

export function AppNav() {
  const { user } = useSession();
  const nav = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: keep the current one in view (Profile, say, sits past
  // the right edge), moving the tabs only, never the page.
  useEffect(() => {
    const el = nav.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current) return;
    const tab = current.getBoundingClientRect();
    const bar = el.getBoundingClientRect();
    if (tab.left < bar.left || tab.right > bar.right) el.scrollLeft += tab.left - bar.left - 16;
  }, [pathname]);
  // Home and Profile light up on their own page only: a post's address (/<username>/post/<id>)
  // starts with its author's profile path, and is nobody's Profile tab.
  const items = [...AREAS.map((a) => ({ key: a.key, label: a.label, to: a.path })), ...(user ? [{ key: 'profile', label: 'Profile', to: `/${user.username}` }] : [])];
  return (
    <HStack ref={nav} as="nav" aria-label="Main" gap="1" overflowX="auto" py="1" data-testid="app-nav">
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
          <NavLink to={item.to} end={item.key === 'home' || item.key === 'profile'} data-testid={`nav-${item.key}`}>
            {item.label}
            {item.key === 'messages' && user && <UnreadMessagesBadge />}
            {item.key === 'notifications' && user && <UnreadNotificationsBadge />}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
