// The food diary card on /health: today's meals (in the member's time zone) against the day's
// targets (FDA daily values for 2,000 kcal until goals set others), with each meal's grade,
// and Log meal: a meal into the diary without a photo or a post (log-meal-dialog.tsx).
import { useQuery } from '@apollo/client';
import { Badge, Button, Card, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FoodDiaryCardDocument } from '../../generated/graphql';
import { GRADE_PALETTE, nutritionGrade } from '../../feed/meal-values';
import { deviceTimeZone } from '../../lib/dates';

// Loaded when the member opens it: the food search and its rows stay out of the page's first download.
const LogMealDialog = lazy(() => import('./log-meal-dialog'));

const ROWS = [
  ['calories', 'Calories', 'kcal'],
  ['protein', 'Protein', 'g'],
  ['carbs', 'Carbs', 'g'],
  ['fats', 'Fats', 'g'],
  ['fiber', 'Fiber', 'g'],
] as const;

export function DiaryCard() {
  const timezone = deviceTimeZone();
  const { data, loading, error } = useQuery(FoodDiaryCardDocument, { variables: { date: null, timezone }, fetchPolicy: 'cache-and-network' });
  const diary = data?.foodDiary;
  const [logging, setLogging] = useState(false);
  return (
    <Card.Root data-testid="food-diary-card">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Heading size="md">Food diary</Heading>
          <Button size="sm" variant="outline" onClick={() => setLogging(true)} data-testid="diary-log-meal">
            Log meal
          </Button>
        </HStack>
        {logging && (
          <Suspense fallback={null}>
            <LogMealDialog open onClose={() => setLogging(false)} />
          </Suspense>
        )}
      </Card.Header>
      <Card.Body>
        {error && !diary ? (
          <Text color="fg.error">Failed to load your food diary</Text>
        ) : !diary ? (
          <Text color="fg.muted">{loading ? 'Loading…' : ''}</Text>
        ) : (
          <Stack gap="4">
            <Stack gap="2">
              {ROWS.map(([key, label, unit]) => {
                const total = diary.totals[key];
                const target = diary.targets[key];
                return (
                  <Stack key={key} gap="1" data-testid={`diary-${key}`}>
                    <HStack justify="space-between" fontSize="sm">
                      <Text>{label}</Text>
                      <Text color="fg.muted" data-testid={`diary-${key}-value`}>
                        {Math.round(total)} / {Math.round(target)} {unit}
                      </Text>
                    </HStack>
                    <Progress.Root value={Math.min(100, target > 0 ? (total / target) * 100 : 0)} size="xs" colorPalette={total > target ? 'orange' : 'green'}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                );
              })}
            </Stack>
            {diary.meals.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No meals logged today.
              </Text>
            ) : (
              <Stack gap="2" data-testid="diary-meals">
                {diary.meals.map((meal) => {
                  const grade = nutritionGrade(meal.qualityScore);
                  return (
                    <HStack key={meal.id} justify="space-between" data-testid="diary-meal">
                      <Text truncate>{meal.name}</Text>
                      <HStack gap="2" flexShrink="0">
                        <Text fontSize="sm" color="fg.muted">
                          {Math.round(meal.nutritionalInfo.calories)} kcal
                        </Text>
                        <Badge colorPalette={GRADE_PALETTE[grade]} variant="solid">
                          {grade}
                        </Badge>
                      </HStack>
                    </HStack>
                  );
                })}
              </Stack>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
