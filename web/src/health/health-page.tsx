// /health: the member's own health at a glance. Each capability brings its card (meals and
// diary, wearables, daily summary, goals, tips, limitations); the page only lays them out.
// Every card loads its own data, so one failing card never blanks the others.
import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { AssistantCard } from './assistant/assistant-card';

export function HealthPage() {
  useEffect(() => {
    document.title = 'Health · Pulse';
  }, []);
  return (
    <Stack gap="6" data-testid="health-page">
      <Heading as="h1" size="2xl">
        Health
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        {/* Cards, one line each: <XCard /> from web/src/health/<capability>/ */}
        <AssistantCard />
      </Grid>
    </Stack>
  );
}
