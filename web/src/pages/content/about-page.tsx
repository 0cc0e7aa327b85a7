import { Text } from '@chakra-ui/react';
import { ContentPage } from '../../layout/content-page';

export function AboutPage() {
  return (
    <ContentPage title="About Pulse" description="A social network for people who train, eat well and look after their health.">
      <Text>
        Pulse brings members together around health and fitness. You can follow people whose progress inspires you, share posts, workouts, runs and meals, and talk
        privately with messages and calls.
      </Text>
      <Text>
        Beyond the feed, Pulse is growing tools for the work itself: meal logging with nutrition analysis, an exercise form analyzer, wearable data, events, challenges
        and communities, and 3D avatars.
      </Text>
      <Text>Pulse is built as a GraphQL platform. The same API that powers this app is open to developers who want to build on it; see the API page.</Text>
    </ContentPage>
  );
}
