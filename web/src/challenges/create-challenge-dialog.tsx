// The Create Challenge dialog (spec 001 sections 2-5), opened from the composer. On submit with a
// category chosen the challenge is handed to the parent (onCreate), the dialog closes and the
// fields reset to their defaults (All Ages, Daily, Medium); with no category the submit is
// ignored. Title, description and subcategory are required too (section 5): a missing one is
// named under its field and the dialog stays. Beyond the spec: what counts (the metric), an
// optional end date and up to three goal tiers with a badge each (docs/challenges.md).
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../components/dialog';
import { FormMessage } from '../components/form-error';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { ChallengeOptionsDocument } from '../generated/graphql';
import { DEFAULT_VALUES, METRICS, type MetricValue } from './options';

export interface ChallengeFormValues {
  title: string;
  description: string;
  category: string;
  subcategory: string;
  ageGroup: string;
  frequency: string;
  difficulty: string;
  metric: MetricValue;
  endsOn: string;
  tiers: { name: string; goal: string }[];
}

const TIER_NAMES = ['Bronze', 'Silver', 'Gold'];
const initial = (): ChallengeFormValues => ({
  title: '',
  description: '',
  category: '',
  subcategory: '',
  ...DEFAULT_VALUES,
  metric: 'CHECK_INS',
  endsOn: '',
  tiers: TIER_NAMES.map((name) => ({ name, goal: '' })),
});

export interface CreateChallengeDialogProps {
  open: boolean;
  onClose(): void;
  /** The parent creates it (the spec's "handed to the parent"). */
  onCreate(values: ChallengeFormValues): void;
}

export default function CreateChallengeDialog({ open, onClose, onCreate }: CreateChallengeDialogProps) {
  const [values, setValues] = useState<ChallengeFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'description' | 'subcategory', string>>>({});
  const set = <K extends keyof ChallengeFormValues>(key: K, value: ChallengeFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Spec section 4: no category, nothing happens.
    if (!values.category) return;
    const missing: typeof errors = {};
    if (!values.title.trim()) missing.title = 'Title is required';
    if (!values.description.trim()) missing.description = 'Description is required';
    if (!values.subcategory) missing.subcategory = 'Subcategory is required';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    onCreate(values);
    setValues(initial());
    onClose();
  };

  // The lists are the server's (challengeOptions), the very ones it validates against.
  const lists = useQuery(ChallengeOptionsDocument);
  const options = lists.data?.challengeOptions;
  const subcategories = options?.categories.find((c) => c.name === values.category)?.subcategories ?? [];
  const choices = (list: readonly string[] | undefined) => (list ?? []).map((value) => ({ value, label: value }));
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="create-challenge-dialog"
      title="Create Challenge"
      size="md"
      onSubmit={submit}
      footer={
        <HStack>
          <Button variant="ghost" onClick={onClose} data-testid="challenge-cancel">
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" data-testid="challenge-submit">
            Create Challenge
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <FormMessage message={lists.error ? `The challenge lists could not be loaded: ${lists.error.message}` : null} testId="challenge-options-error" />
        <TextField label="Title" name="title" value={values.title} onChange={(v) => set('title', v)} error={errors.title} testId="challenge-title" />
        <TextField
          label="Description"
          name="description"
          multiline
          value={values.description}
          onChange={(v) => set('description', v)}
          error={errors.description}
          testId="challenge-description"
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField
            label="Category"
            value={values.category}
            options={[{ value: '', label: 'Select a category' }, ...choices(options?.categories.map((c) => c.name))]}
            onChange={(category) => setValues((v) => ({ ...v, category, subcategory: '' }))}
            testId="challenge-category"
          />
          <Field.Root invalid={Boolean(errors.subcategory)} disabled={!values.category}>
            <Field.Label>Subcategory</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-testid="challenge-subcategory" value={values.subcategory} onChange={(e) => set('subcategory', e.target.value)}>
                <option value="">Select a subcategory</option>
                {subcategories.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.subcategory && <Field.ErrorText>{errors.subcategory}</Field.ErrorText>}
          </Field.Root>
          <SelectField
            label="Age group"
            value={values.ageGroup}
            options={choices(options?.ageGroups)}
            onChange={(v) => set('ageGroup', v)}
            testId="challenge-age-group"
          />
          <SelectField
            label="Frequency"
            value={values.frequency}
            options={choices(options?.frequencies)}
            onChange={(v) => set('frequency', v)}
            testId="challenge-frequency"
          />
          <SelectField
            label="Difficulty"
            value={values.difficulty}
            options={choices(options?.difficulties)}
            onChange={(v) => set('difficulty', v)}
            testId="challenge-difficulty"
          />
          <SelectField label="Progress counted in" value={values.metric} options={METRICS} onChange={(v) => set('metric', v)} testId="challenge-metric" />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Ends on (optional)</Field.Label>
          <Input type="date" size="sm" value={values.endsOn} onChange={(e) => set('endsOn', e.target.value)} data-testid="challenge-ends-on" />
        </Field.Root>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Goal tiers (optional: a badge for each tier reached)
          </Text>
          {values.tiers.map((tier, i) => (
            <HStack key={i}>
              <Input
                size="sm"
                aria-label={`Tier ${i + 1} name`}
                value={tier.name}
                onChange={(e) =>
                  set(
                    'tiers',
                    values.tiers.map((t, j) => (j === i ? { ...t, name: e.target.value } : t)),
                  )
                }
              />
              <Input
                size="sm"
                type="number"
                min="0"
                step="any"
                aria-label={`Tier ${i + 1} goal`}
                placeholder="Goal"
                value={tier.goal}
                onChange={(e) =>
                  set(
                    'tiers',
                    values.tiers.map((t, j) => (j === i ? { ...t, goal: e.target.value } : t)),
                  )
                }
                data-testid={`challenge-tier-goal-${i}`}
              />
            </HStack>
          ))}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
