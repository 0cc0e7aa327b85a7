// Log meal (the food diary card): a meal into today's diary without a photo or a post. The
// member names the foods (picking among the USDA matches as they type) and their weights; the
// server computes the nutrition from the USDA table (logMeal with foods), and the diary and
// the daily summary are read again. Lazy: the diary card loads this file only when it opens.
import { useApolloClient, useMutation } from '@apollo/client';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/dialog';
import { FormMessage } from '../../components/form-error';
import { LogDiaryMealDocument } from '../../generated/graphql';
import { errorCode, formErrors } from '../../errors/graphql-errors';
import { toast } from '../../toasts/toast';
import { deviceTimeZone } from '../../lib/dates';
import { blankRow, FoodRows } from './food-rows';
import { checkedRows, FIX_MARKED_ROWS, NAME_FOODS, portionsOf, rowsWithServerErrors, type FoodRow } from './food-rows-model';
import { MEAL_TOASTS } from './meal-steps';
import { refreshHealthDay } from '../daily/refresh-day';

export const MEAL_LOGGED = 'Meal logged';

export default function LogMealDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const client = useApolloClient();
  const [name, setName] = useState('');
  const [rows, setRows] = useState<FoodRow[]>(() => [blankRow()]);
  const [problem, setProblem] = useState<string | null>(null);
  const [log, { loading }] = useMutation(LogDiaryMealDocument);

  const submit = async () => {
    const checked = checkedRows(rows);
    if (checked) return setRows(checked);
    const named = portionsOf(rows);
    if (!named.foods.length) return setProblem(NAME_FOODS);
    setProblem(null);
    try {
      const mealName =
        name.trim() ||
        named.foods
          .map((f) => f.name)
          .join(', ')
          .slice(0, 200);
      await log({ variables: { input: { name: mealName, foods: named.foods, timezone: deviceTimeZone(), private: true } } });
      toast.success(MEAL_LOGGED);
      void refreshHealthDay(client);
      onClose();
    } catch (error) {
      const marked = rowsWithServerErrors(rows, named.keys, error);
      if (marked) {
        setRows(marked);
        setProblem(FIX_MARKED_ROWS);
      } else if (errorCode(error) === 'BAD_USER_INPUT') {
        setProblem(formErrors(error, []).form);
      } else {
        console.error('[meal] logging failed', error);
        toast.error(MEAL_TOASTS.createFailed);
      }
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="log-meal-dialog"
      title="Log meal"
      size="md"
      placement="center"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      footer={
        <Button type="submit" colorPalette="brand" loading={loading} data-testid="log-meal-submit">
          Log meal
        </Button>
      }
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>Meal name (optional)</Field.Label>
          <Input value={name} maxLength={200} placeholder="e.g. Lunch" onChange={(e) => setName(e.target.value)} data-testid="log-meal-name" />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          Name each food and its weight; Pulse computes the nutrition from the USDA food table. The meal goes into your diary only, not the feed.
        </Text>
        <FoodRows
          rows={rows}
          disabled={loading}
          onChange={(next) => {
            setRows(next);
            if (!next.some((r) => r.error)) setProblem(null);
          }}
        />
        <FormMessage message={problem} testId="log-meal-error" />
      </Stack>
    </AppDialog>
  );
}
