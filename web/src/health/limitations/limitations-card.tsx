// Limitations: the member's injuries and conditions, each with the exercises it concerns (the
// exercise list shows them too: GET /exercise), recorded here and ended or removed when over.
import { Badge, Button, Card, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../components/form-error';
import { TrashIcon } from '../../components/icons';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrors } from '../../errors/graphql-errors';
import {
  DeleteLimitationDocument,
  EndLimitationDocument,
  MyLimitationsDocument,
  RecordLimitationDocument,
  type LimitationKind,
  type LimitationSeverity,
} from '../../generated/graphql';
import { toast } from '../../toasts/toast';

const SEVERITY_COLOUR: Record<LimitationSeverity, string> = { MILD: 'yellow', MODERATE: 'orange', SEVERE: 'red' };
const KIND_OPTIONS: Array<{ value: LimitationKind; label: string }> = [
  { value: 'INJURY', label: 'Injury' },
  { value: 'CONDITION', label: 'Condition' },
];
const SEVERITY_OPTIONS: Array<{ value: LimitationSeverity; label: string }> = [
  { value: 'MILD', label: 'Mild' },
  { value: 'MODERATE', label: 'Moderate' },
  { value: 'SEVERE', label: 'Severe' },
];

function RecordForm({ onDone }: { onDone(): void }) {
  const [values, setValues] = useState({ name: '', bodyPart: '', kind: 'INJURY' as LimitationKind, severity: 'MILD' as LimitationSeverity });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [record, { loading }] = useMutation(RecordLimitationDocument, { refetchQueries: [MyLimitationsDocument] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setErrors({ name: 'Name is required' });
    try {
      await record({ variables: { input: { ...values, bodyPart: values.bodyPart || null } } });
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error, ['name', 'bodyPart']));
    }
  };
  return (
    <form onSubmit={submit} data-testid="limitation-form">
      <Stack gap="2">
        <TextField
          label="Name"
          name="name"
          value={values.name}
          onChange={(name) => setValues((v) => ({ ...v, name }))}
          error={errors.name}
          testId="limitation-name"
          placeholder="Sprained knee"
        />
        <TextField
          label="Body part"
          name="bodyPart"
          value={values.bodyPart}
          onChange={(bodyPart) => setValues((v) => ({ ...v, bodyPart }))}
          error={errors.bodyPart}
          testId="limitation-body-part"
          placeholder="knee"
        />
        <HStack>
          <SelectField label="Kind" value={values.kind} options={KIND_OPTIONS} onChange={(kind) => setValues((v) => ({ ...v, kind }))} />
          <SelectField label="Severity" value={values.severity} options={SEVERITY_OPTIONS} onChange={(severity) => setValues((v) => ({ ...v, severity }))} />
        </HStack>
        <FormMessage message={errors.form} />
        <HStack justify="end">
          <Button size="xs" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={loading} data-testid="limitation-save">
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function LimitationsCard() {
  const { data, loading } = useQuery(MyLimitationsDocument, { fetchPolicy: 'cache-and-network' });
  const [end] = useMutation(EndLimitationDocument, { refetchQueries: [MyLimitationsDocument] });
  const [remove] = useMutation(DeleteLimitationDocument, { refetchQueries: [MyLimitationsDocument] });
  const [adding, setAdding] = useState(false);
  const limitations = data?.myLimitations ?? [];
  const exercisesOf = (id: string) => (data?.exerciseCatalogue ?? []).filter((e) => e.limitations.some((l) => l.id === id)).map((e) => e.name);
  const act = (run: () => Promise<unknown>, failed: string) => run().catch(() => toast.error(failed));

  return (
    <Card.Root size="sm" data-testid="limitations-card">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" fontSize="md">
            Limitations
          </Card.Title>
          {adding ? null : (
            <Button size="xs" variant="outline" onClick={() => setAdding(true)} data-testid="limitation-add">
              Add limitation
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {adding ? <RecordForm onDone={() => setAdding(false)} /> : null}
          {loading && !data ? <Spinner size="sm" /> : null}
          {data && !limitations.length && !adding ? (
            <Text fontSize="sm" color="fg.muted">
              No injuries or conditions recorded. Add one and the exercises it concerns are flagged.
            </Text>
          ) : null}
          {limitations.map((l) => {
            const concerned = exercisesOf(l.id);
            return (
              <Stack key={l.id} gap="1" data-testid="limitation" opacity={l.endedOn ? 0.6 : 1}>
                <HStack justify="space-between">
                  <HStack>
                    <Text fontWeight="medium">{l.name}</Text>
                    <Badge colorPalette={SEVERITY_COLOUR[l.severity]}>{l.severity.toLowerCase()}</Badge>
                    {l.endedOn ? <Badge>ended {l.endedOn}</Badge> : null}
                  </HStack>
                  <HStack gap="1">
                    {l.endedOn ? null : (
                      <Button size="2xs" variant="ghost" onClick={() => void act(() => end({ variables: { id: l.id } }), 'Failed to update limitation')}>
                        End
                      </Button>
                    )}
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={`Delete ${l.name}`}
                      onClick={() => void act(() => remove({ variables: { id: l.id } }), 'Failed to delete limitation')}
                    >
                      <TrashIcon />
                    </IconButton>
                  </HStack>
                </HStack>
                {!l.endedOn && concerned.length ? (
                  <Text fontSize="xs" color="fg.muted" data-testid="limitation-exercises">
                    Take care with: {concerned.join(', ')}
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
