import { Link, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export const FOOTER_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Help', to: '/help' },
  { label: 'API', to: '/api/docs' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Contact', to: '/contact' },
  { label: 'Language', to: '/language' },
] as const;

export function FooterLinks() {
  return (
    <Wrap as="nav" aria-label="Footer" gap="4" justify="center" fontSize="sm">
      {FOOTER_LINKS.map((link) => (
        <Link key={link.to} asChild color="fg.muted">
          <RouterLink to={link.to} reloadDocument={link.to.startsWith('/api/')}>
            {link.label}
          </RouterLink>
        </Link>
      ))}
    </Wrap>
  );
}
