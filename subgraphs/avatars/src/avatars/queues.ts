// The avatars' durable queue (kit's jobs.ts): every task (generation, rigging, animation) is one
// avatar_tasks row run by one job naming it. Declared apart from the worker so the operations
// that enqueue do not import the generator.
import { jobQueue } from '@pulse/kit';

export interface AvatarTaskJob {
  taskId: string;
}

/**
 * Past 20 minutes a delivery is taken back and retried (a provider task is bounded by
 * AVATAR_TASK_TIMEOUT_MS). Six at once per process (twice what one member may hold): a task mostly waits (on Meshy's polling,
 * or its turn on the one generator thread), and with the runner's three a member's three
 * allowed tasks (AVATAR_MAX_ACTIVE_TASKS) would hold every place, minutes long with Meshy, while
 * another member's task waited behind them.
 */
export const avatarTaskQueue = jobQueue<AvatarTaskJob>('avatar-task', { expireInSeconds: 20 * 60, concurrency: 6 });
