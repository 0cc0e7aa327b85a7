// One creation task, live: queued, generating with its progress, then succeeded, failed (with
// the reason) or cancelled. The page's avatarTaskUpdated subscription keeps the task in the
// cache up to date; this reads it from there (and once from the server when it mounts).
import { Button, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { AvatarTaskDocument, CancelAvatarTaskDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { TASK_OVER, TASK_STATE_LABEL } from './avatar-tasks';

export const CANCEL_FAILED = "Couldn't cancel the task.";

export function TaskProgress({ taskId, onDismiss }: { taskId: string; onDismiss(): void }) {
  const { data } = useQuery(AvatarTaskDocument, { variables: { id: taskId }, fetchPolicy: 'cache-and-network' });
  const [cancel, { loading: cancelling }] = useMutation(CancelAvatarTaskDocument);
  const task = data?.avatarTask;
  if (!task) return null;
  const over = TASK_OVER.includes(task.state);
  const name = task.avatar?.name;
  return (
    <Card.Root size="sm" data-testid="avatar-task" data-state={task.state} data-task-id={task.id}>
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{name ? `Creating “${name}”` : 'Avatar creation'}</Text>
            <Text fontSize="sm" data-testid="avatar-task-state">
              {TASK_STATE_LABEL[task.state]}
            </Text>
          </HStack>
          <Progress.Root value={task.state === 'SUCCEEDED' ? 100 : task.progress} size="sm" colorPalette={task.state === 'FAILED' ? 'red' : 'blue'}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" color="fg.muted" data-testid="avatar-task-progress">
              {task.state === 'FAILED'
                ? (task.error ?? 'The avatar could not be created.')
                : task.state === 'CANCELLED'
                  ? 'Cancelled before it finished.'
                  : `${task.progress}%`}
            </Text>
            {over ? (
              <Button size="xs" variant="ghost" onClick={onDismiss} data-testid="avatar-task-dismiss">
                Dismiss
              </Button>
            ) : (
              <Button
                size="xs"
                variant="outline"
                loading={cancelling}
                data-testid="avatar-task-cancel"
                onClick={() => void cancel({ variables: { id: task.id } }).catch(() => toast.error(CANCEL_FAILED))}
              >
                Cancel
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
