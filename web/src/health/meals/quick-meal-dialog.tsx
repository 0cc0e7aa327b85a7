// Quick Meal Post (composer): a meal's name and calories posted at once, with no photo or
// analysis. Log Privately is shown but not built yet: it only says so (spec section 4).
import { useMutation } from '@apollo/client';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/dialog';
import { MealCreatePostDocument } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { MEAL_TOASTS } from './meal-steps';

interface Props {
  open: boolean;
  onClose(): void;
  onPosted?: (post: { id: string }) => void;
}

export default function QuickMealDialog({ open, onClose, onPosted }: Props) {
  const [name, setName] = useState('');
  const [calories, setCalories] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createPost, { loading }] = useMutation(MealCreatePostDocument);

  const post = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Meal name is required');
    const kcal = calories.trim() === '' ? null : Number(calories);
    if (kcal !== null && !(kcal >= 0)) return setError('Calories must be 0 or more');
    try {
      const { data } = await createPost({ variables: { input: { type: 'MEAL', content: trimmed, meal: { name: trimmed, calories: kcal } } } });
      if (!data) throw new Error('no post');
      toast.success('Meal posted');
      onPosted?.(data.createPost);
      setName('');
      setCalories('');
      onClose();
    } catch (e) {
      console.error('[meal] quick post failed', e);
      toast.error(MEAL_TOASTS.postFailed);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="quick-meal-dialog"
      title="Quick Meal Post"
      size="sm"
      placement="center"
      footer={
        <>
          <Button variant="ghost" mr="auto" onClick={() => toast(MEAL_TOASTS.logPrivately)} data-testid="quick-meal-log-privately">
            Log Privately
          </Button>
          <Button colorPalette="brand" loading={loading} onClick={() => void post()} data-testid="quick-meal-post">
            Post
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>Meal name</Field.Label>
          <Input value={name} maxLength={200} onChange={(e) => (setName(e.target.value), setError(null))} data-testid="quick-meal-name" />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Calories (optional)</Field.Label>
          <Input type="number" value={calories} onChange={(e) => setCalories(e.target.value)} data-testid="quick-meal-calories" />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
