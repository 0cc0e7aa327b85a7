// Following an avatar task to its end: the avatarTaskUpdated subscription for that task, plus
// one read of it (a task that ended before the subscription started sends nothing more).
import type { ApolloClient } from '@apollo/client';
import { AvatarTaskDocument, AvatarTaskUpdatedDocument, type AvatarTaskFieldsFragment, type AvatarTaskState } from '../generated/graphql';

export const TASK_OVER: readonly AvatarTaskState[] = ['SUCCEEDED', 'FAILED', 'CANCELLED'];

export const TASK_STATE_LABEL: Record<AvatarTaskState, string> = {
  QUEUED: 'Queued',
  RUNNING: 'Generating',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** The task once it has ended (succeeded, failed or cancelled). */
export function taskEnded(client: ApolloClient<unknown>, id: string): Promise<AvatarTaskFieldsFragment> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (task: AvatarTaskFieldsFragment) => {
      if (done || !TASK_OVER.includes(task.state)) return;
      done = true;
      subscription.unsubscribe();
      resolve(task);
    };
    const subscription = client.subscribe({ query: AvatarTaskUpdatedDocument, variables: { avatarTaskId: id } }).subscribe({
      next: ({ data }) => data && finish(data.avatarTaskUpdated),
      error: (error: unknown) => {
        if (!done) reject(error);
      },
    });
    client
      .query({ query: AvatarTaskDocument, variables: { id }, fetchPolicy: 'network-only' })
      .then(({ data }) => finish(data.avatarTask))
      .catch((error: unknown) => {
        if (!done) {
          done = true;
          subscription.unsubscribe();
          reject(error);
        }
      });
  });
}
