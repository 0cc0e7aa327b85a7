import { Heading, List, Text } from '@chakra-ui/react';
import { ContentPage } from '../../layout/content-page';

export function TermsPage() {
  return (
    <ContentPage title="Terms" description="The ground rules for using Pulse.">
      <Heading as="h2">Your account</Heading>
      <Text>Keep your password to yourself and your details accurate. You are responsible for what is posted from your account.</Text>
      <Heading as="h2">Be respectful</Heading>
      <List.Root>
        <List.Item>No harassment, hate, spam or impersonation.</List.Item>
        <List.Item>Share only content you have the right to share.</List.Item>
        <List.Item>Accounts that break these rules may be suspended.</List.Item>
      </List.Root>
      <Heading as="h2">Health information</Heading>
      <Text>
        Nutrition estimates, form analysis and other health features are for information only and are not medical advice. Talk to a professional before changing your
        treatment or training.
      </Text>
      <Heading as="h2">The API</Heading>
      <Text>Developers using the API must respect rate limits and members' privacy, and act on a member's behalf only with their token.</Text>
    </ContentPage>
  );
}
