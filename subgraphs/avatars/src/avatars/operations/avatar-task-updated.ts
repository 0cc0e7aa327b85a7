// avatarTaskUpdated: a task's state and progress as it moves, for one task or (no avatarTaskId)
// every task of the caller. Events carry the task's id only and go to its owner alone; the
// gateway re-reads the task as the subscriber (avatarTask), and checks an avatarTaskId when the
// subscription starts (another member's task: NOT_FOUND). Served by the gateway over
// graphql-ws; declared here so composition knows it.
import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import { AvatarTask } from '../entities.js';
import { TASK_TOPIC } from '../store.js';

@Resolver()
export class AvatarTaskUpdatedResolver {
  @Subscription(() => AvatarTask, {
    topics: TASK_TOPIC,
    description: 'Progress of one of your avatar tasks, or of all of them (queued, running with progress, succeeded, failed, cancelled).',
  })
  avatarTaskUpdated(@Arg('avatarTaskId', () => ID, { nullable: true }) _avatarTaskId: string | null, @Root() task: AvatarTask): AvatarTask {
    return task;
  }
}
