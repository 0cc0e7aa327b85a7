import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from '../../layout/content-page';

// Each deployment has its own operator, so the address is configuration, not a made-up constant.
const CONTACT_EMAIL = (import.meta.env.VITE_CONTACT_EMAIL as string | undefined) ?? '';

export function ContactPage() {
  return (
    <ContentPage title="Contact" description="How to reach the people who run this Pulse.">
      {CONTACT_EMAIL ? (
        <Text>
          Write to{' '}
          <Link href={`mailto:${CONTACT_EMAIL}`} colorPalette="brand" color="colorPalette.fg">
            {CONTACT_EMAIL}
          </Link>{' '}
          for questions about your account, privacy requests or reports about content.
        </Text>
      ) : (
        <Text>This Pulse installation has not published a contact address yet. Ask the operator of this site how to reach them.</Text>
      )}
      <Text>
        Many answers are already on the{' '}
        <Link asChild colorPalette="brand" color="colorPalette.fg">
          <RouterLink to="/help">Help</RouterLink>
        </Link>{' '}
        page. Developers will find the API reference on the{' '}
        <Link asChild colorPalette="brand" color="colorPalette.fg">
          <RouterLink to="/api-docs">API</RouterLink>
        </Link>{' '}
        page.
      </Text>
    </ContentPage>
  );
}
