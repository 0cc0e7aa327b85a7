// The goal dialogs: a new goal (name, target, unit, and what feeds it automatically), and the
// progress of an existing one. Server refusals land beside their field (extensions.field).
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/dialog';
import { FormMessage } from '../../components/form-error';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrors, formErrors } from '../../errors/graphql-errors';
import { CreateGoalDocument, HealthGoalsDocument, UpdateGoalProgressDocument, type GoalMetric, type HealthGoalFragment } from '../../generated/graphql';
import { toast } from '../../toasts/toast';
import { deviceTimeZone } from '../../lib/dates';

const METRICS: Array<{ value: GoalMetric | ''; label: string }> = [
  { value: '', label: 'Entered by hand' },
  { value: 'STEPS', label: 'Steps (wearable)' },
  { value: 'SLEEP_HOURS', label: 'Sleep hours (wearable)' },
  { value: 'ACTIVE_MINUTES', label: 'Active minutes (wearable, activities)' },
  { value: 'CALORIES', label: 'Calories (food diary)' },
  { value: 'PROTEIN', label: 'Protein (food diary)' },
  { value: 'WATER', label: 'Water (entered by hand)' },
];

type Errors = Record<string, string | undefined>;

export function NewGoalDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [values, setValues] = useState({ name: '', target: '', unit: '', metric: '' as GoalMetric | '' });
  const [errors, setErrors] = useState<Errors>({});
  const [create, { loading }] = useMutation(CreateGoalDocument, { refetchQueries: [HealthGoalsDocument] });
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = Number(values.target);
    const local: Errors = {};
    if (!values.name.trim()) local.name = 'Name is required';
    if (!values.target.trim() || !Number.isFinite(target) || target <= 0) local.target = 'Target must be greater than 0';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await create({
        variables: { input: { name: values.name, target, unit: values.unit || null, metric: values.metric || null }, timezone: deviceTimeZone() },
      });
      toast.success('Goal added');
      setValues({ name: '', target: '', unit: '', metric: '' });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error, ['name', 'target', 'unit', 'metric']));
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="new-goal-dialog"
      title="New goal"
      onSubmit={submit}
      footer={
        <Button type="submit" loading={loading} data-testid="goal-save">
          Add goal
        </Button>
      }
    >
      <Stack gap="3">
        <TextField label="Name" name="name" value={values.name} onChange={set('name')} error={errors.name} testId="goal-name" placeholder="Daily Steps" />
        <TextField
          label="Target"
          name="target"
          type="number"
          value={values.target}
          onChange={set('target')}
          error={errors.target}
          testId="goal-target"
          placeholder="10000"
        />
        <TextField label="Unit" name="unit" value={values.unit} onChange={set('unit')} error={errors.unit} testId="goal-unit" placeholder="steps" />
        <SelectField label="Progress comes from" testId="goal-metric" value={values.metric} options={METRICS} onChange={set('metric')} />
        <FormMessage message={errors.form} />
      </Stack>
    </AppDialog>
  );
}

export function GoalProgressDialog({ goal, onClose }: { goal: HealthGoalFragment | null; onClose(): void }) {
  const [current, setCurrent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [update, { loading }] = useMutation(UpdateGoalProgressDocument);
  const close = () => {
    setCurrent('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!goal) return;
    const value = Number(current);
    if (!current.trim() || !Number.isFinite(value) || value < 0) {
      setError('Current must be 0 or more');
      return;
    }
    try {
      await update({ variables: { id: goal.id, current: value, timezone: deviceTimeZone() } });
      close();
    } catch (e) {
      const found = formErrors(e, ['current']);
      setError(found.fields.current ?? found.form ?? 'Failed to update goal');
    }
  };

  return (
    <AppDialog
      open={goal !== null}
      onClose={close}
      testId="goal-progress-dialog"
      title={goal ? `Update ${goal.name}` : 'Update goal'}
      onSubmit={submit}
      footer={
        <Button type="submit" loading={loading} data-testid="goal-progress-save">
          Save
        </Button>
      }
    >
      <Stack gap="2">
        <TextField
          label={`Current${goal?.unit ? ` (${goal.unit})` : ''}`}
          name="current"
          type="number"
          value={current}
          onChange={setCurrent}
          error={error}
          testId="goal-current"
          placeholder={goal ? String(goal.current) : ''}
        />
        {goal && goal.source !== 'MEMBER' ? (
          <Text fontSize="xs" color="fg.muted">
            Today this goal shows your measured {goal.source.toLowerCase()} value while there is one.
          </Text>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
