// /health: the member's own health at a glance. Each capability brings its card (meals and
// diary, wearables, daily summary, goals, tips, limitations); the page only lays them out.
// Every card loads its own data, so one failing card never blanks the others.
import { Button, Grid, HStack, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DailySummaryCard } from './daily/daily-summary-card';
import { GoalsCard } from './daily/goals-card';
import { TipsCard } from './daily/tips-card';
import { LimitationsCard } from './limitations/limitations-card';
import { ActivitiesCard } from './activities/activities-card';
import { DiaryCard } from './meals/diary-card';
import { WearableCard } from './wearables/wearable-card';
import { AssistantCard } from './assistant/assistant-card';

export function HealthPage() {
  useEffect(() => {
    document.title = 'Health · Pulse';
  }, []);
  return (
    <Stack gap="6" data-testid="health-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          Health
        </Heading>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/exercise" data-testid="open-exercise">
              Exercises
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/calendar" data-testid="open-calendar">
              Calendar
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        {/* Cards, one line each: <XCard /> from web/src/health/<capability>/ */}
        <DailySummaryCard />
        <WearableCard />
        <DiaryCard />
        <GoalsCard />
        <TipsCard />
        <LimitationsCard />
        <ActivitiesCard />
        <AssistantCard />
      </Grid>
    </Stack>
  );
}
