import { Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from '../../layout/content-page';

export function HelpPage() {
  return (
    <ContentPage title="Help" description="Answers to the questions members ask most.">
      <Heading as="h2">Creating an account</Heading>
      <Text>
        Choose{' '}
        <Link asChild>
          <RouterLink to="/register">Create an account</RouterLink>
        </Link>{' '}
        and enter your email, a password of at least 8 characters with a letter and a number, your name, and a username. Your profile lives at /your-username.
      </Text>
      <Heading as="h2">Staying signed in</Heading>
      <Text>
        Pulse keeps you signed in on this device for up to 7 days and renews your session while you use it. Log out from the menu under your avatar; that ends the session
        on the server too.
      </Text>
      <Heading as="h2">Editing your profile</Heading>
      <Text>Open your profile and choose Edit profile to change your name, username, bio, link and avatar image.</Text>
      <Heading as="h2">Appearance</Heading>
      <Text>
        Switch between light and dark with the sun and moon button, or pick Light, Dark or System and Compact mode in the menu under your avatar. Your choice is
        remembered on this device.
      </Text>
      <Heading as="h2">Opening links from other apps</Heading>
      <Text>Links opened inside Instagram, Facebook, TikTok and similar apps are reopened in your phone's own browser, where signing in and media work reliably.</Text>
    </ContentPage>
  );
}
