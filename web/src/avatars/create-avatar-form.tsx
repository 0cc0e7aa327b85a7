// The creation form (spec sections 2, 4, 5 and 8): name, description and negative prompt with
// their rules, a live preview of the default mannequin (/Mannequin.glb, written by
// scripts/mannequin-glb.ts), tips, and cancel. 'Creating...' while it is sent; on success a
// toast, the form empties, and the task id goes back to the page, which follows the task.
import { Box, Button, Card, Grid, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { TextField } from '../components/text-field';
import { graphQLErrorsOf } from '../errors/graphql-errors';
import { CreateAvatarDocument, MyAvatarsDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import {
  AVATAR_TOASTS,
  createAvatarInput,
  DEFAULT_NEGATIVE_PROMPT,
  EMPTY_AVATAR_FORM,
  validateAvatarForm,
  type AvatarFormErrors,
  type AvatarFormValues,
} from './avatar-form';
import { ModelViewer } from './model-viewer';

export const MANNEQUIN_URL = '/Mannequin.glb';

const TIPS = [
  'Say what the body is like: slim, athletic, muscular or heavy.',
  'Name the colours of the top and the bottom: “a red shirt and black shorts”.',
  'Mention the skin tone if you want one: “tan skin”, “dark skin”.',
  'Use the negative prompt for what you do not want to see.',
];

/** The server's own words when it gave some (a refused field, the task limit), else the spec's. */
function createFailure(error: unknown): string {
  const message = graphQLErrorsOf(error)[0]?.message;
  return typeof message === 'string' && message ? message : AVATAR_TOASTS.createFailedFallback;
}

export function CreateAvatarForm({ onCreated, onCancel }: { onCreated(taskId: string): void; onCancel(): void }) {
  const [values, setValues] = useState<AvatarFormValues>(EMPTY_AVATAR_FORM);
  const [errors, setErrors] = useState<AvatarFormErrors>({});
  const [createAvatar, { loading }] = useMutation(CreateAvatarDocument, { refetchQueries: [MyAvatarsDocument] });
  const set = (field: keyof AvatarFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'negativePrompt' && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAvatarForm(values);
    setErrors(found);
    if (found.name || found.description) return;
    try {
      const { data } = await createAvatar({ variables: { input: createAvatarInput(values) } });
      const taskId = data?.createAvatar.id;
      if (!taskId) {
        toast.error(AVATAR_TOASTS.noTaskId);
        return;
      }
      toast.success(AVATAR_TOASTS.started.title, { description: AVATAR_TOASTS.started.description });
      setValues(EMPTY_AVATAR_FORM);
      onCreated(taskId);
    } catch (error) {
      toast.error(AVATAR_TOASTS.createFailed, { description: createFailure(error) });
    }
  };

  return (
    <Card.Root data-testid="avatar-create-form">
      <Card.Header>
        <Heading as="h2" size="lg">
          Create an avatar
        </Heading>
      </Card.Header>
      <Card.Body>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="4">
              <TextField label="Name" name="name" value={values.name} onChange={set('name')} error={errors.name} testId="avatar-name" placeholder="My runner" />
              <TextField
                label="Description"
                name="description"
                value={values.description}
                onChange={set('description')}
                error={errors.description}
                testId="avatar-description"
                placeholder="An athletic runner in a red shirt and black shorts"
                multiline
              />
              <TextField
                label="Negative prompt"
                name="negativePrompt"
                value={values.negativePrompt}
                onChange={set('negativePrompt')}
                testId="avatar-negative-prompt"
                placeholder={DEFAULT_NEGATIVE_PROMPT}
                helper={`Optional. Left empty: “${DEFAULT_NEGATIVE_PROMPT}”.`}
                multiline
              />
              <HStack gap="2">
                <Button type="submit" colorPalette="blue" disabled={loading} data-testid="avatar-create-submit">
                  {loading ? 'Creating...' : 'Create Avatar'}
                </Button>
                <Button type="button" variant="outline" onClick={onCancel} disabled={loading} data-testid="avatar-create-cancel">
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
          <Stack gap="4">
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="2">
                Preview
              </Text>
              <ModelViewer url={MANNEQUIN_URL} autoRotate animation="*" height="260px" testId="avatar-preview" />
            </Box>
            <Card.Root size="sm" variant="subtle" data-testid="avatar-tips">
              <Card.Body>
                <Text fontWeight="semibold" mb="2">
                  Tips for a good avatar
                </Text>
                <List.Root gap="1" fontSize="sm" ps="4">
                  {TIPS.map((tip) => (
                    <List.Item key={tip}>{tip}</List.Item>
                  ))}
                </List.Root>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
