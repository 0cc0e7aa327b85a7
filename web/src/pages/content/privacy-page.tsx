import { Heading, List, Text } from '@chakra-ui/react';
import { ContentPage } from '../../layout/content-page';

export function PrivacyPage() {
  return (
    <ContentPage title="Privacy" description="What Pulse keeps about you, why, and what you control.">
      <Heading as="h2">What we keep</Heading>
      <List.Root>
        <List.Item>Your account: email, name, username, and your password stored only as a secure hash.</List.Item>
        <List.Item>What you choose to share: profile, posts, messages and health data you enter or connect.</List.Item>
        <List.Item>Sessions: when and where you signed in, so you can be signed out everywhere.</List.Item>
      </List.Root>
      <Heading as="h2">Who sees it</Heading>
      <Text>Your profile is public. Your email is visible only to you. Messages are visible to the people in the conversation, and medical scans to you alone.</Text>
      <Heading as="h2">On this device</Heading>
      <Text>
        Pulse stores your session token in this browser (local storage and a cookie named auth_token, kept for 7 days) and your theme and compact-mode choices. Logging
        out removes the token.
      </Text>
      <Heading as="h2">Your choices</Heading>
      <Text>You can edit your profile at any time. Data export and account deletion will be available in the settings area, which is on its way.</Text>
    </ContentPage>
  );
}
