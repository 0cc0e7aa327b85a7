// A MEAL post's nutrition: calories, protein, carbs, fats and the quality score with its
// grade colour, from the meal's fields or its description's MEAL_DATA block; missing values
// show the spec's fallbacks (see ../meal-values.ts).
import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PostMealFragment } from '../../generated/graphql';
import { GRADE_PALETTE, mealDescriptionText, mealValues, nutritionGrade } from '../meal-values';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box textAlign="center" bg="bg.muted" rounded="md" py="2" px="1" data-testid={testId}>
      <Text fontWeight="bold" fontSize="lg" data-testid={`${testId}-value`}>
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

const round = (n: number) => String(Math.round(n * 10) / 10);

export function MealCard({ meal, postContent }: { meal: PostMealFragment | null; postContent?: string | null }) {
  const values = mealValues(meal);
  const grade = nutritionGrade(values.qualityScore);
  const text = meal?.description ? mealDescriptionText(meal.description) : '';
  // The post's own text already says it (older meal posts carry it twice): not again here.
  const description = text && text.trim() !== postContent?.trim() ? text : '';
  return (
    <Stack gap="3" borderWidth="1px" rounded="xl" p="3" data-testid="meal-card">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" data-testid="meal-name">
            {meal?.name ?? 'Meal'}
          </Text>
          {description && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {description}
            </Text>
          )}
        </Stack>
        <HStack gap="2" flexShrink="0" data-testid="meal-quality">
          <Text fontSize="sm" color="fg.muted" data-testid="meal-quality-score">
            {round(values.qualityScore)}/100
          </Text>
          <Badge colorPalette={GRADE_PALETTE[grade]} variant="solid" size="lg" data-testid="meal-grade" data-grade={grade} data-palette={GRADE_PALETTE[grade]}>
            {grade}
          </Badge>
        </HStack>
      </HStack>
      <SimpleGrid columns={4} gap="2">
        <Stat label="Calories" value={`${round(values.calories)}`} testId="meal-calories" />
        <Stat label="Protein" value={`${round(values.protein)}g`} testId="meal-protein" />
        <Stat label="Carbs" value={`${round(values.carbs)}g`} testId="meal-carbs" />
        <Stat label="Fats" value={`${round(values.fats)}g`} testId="meal-fats" />
      </SimpleGrid>
    </Stack>
  );
}
