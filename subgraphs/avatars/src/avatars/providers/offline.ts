// The offline provider: the procedural humanoid (generator/humanoid.mjs) on its own thread.
// Generation makes the still model, then the same body on its skeleton carrying the asked
// animations (the whole library when none are named); rigging makes the body on its skeleton;
// animation makes it carrying one animation at the asked frame rate. It reads only what a
// procedural mannequin can show (shape.ts) and rigs only its own avatars.
import { generateOffline } from '../../generator/offline.js';
import { AvatarProvider } from '../entities.js';
import type { AnimateRequest, AnimationEntry, AvatarMaker, GenerateRequest, RigRequest, TaskRun } from './provider.js';
import { TaskFailedError } from './provider.js';

export const OFFLINE_LIBRARY: readonly AnimationEntry[] = [
  { id: 'idle', name: 'Idle', category: 'Basic' },
  { id: 'walk', name: 'Walk', category: 'Locomotion' },
  { id: 'run', name: 'Run', category: 'Locomotion' },
  { id: 'squat', name: 'Squat', category: 'Exercise' },
  { id: 'wave', name: 'Wave', category: 'Gesture' },
];
export const OFFLINE_ANIMATION_IDS = OFFLINE_LIBRARY.map((a) => a.id);

export const CANNOT_RIG_FOREIGN = 'The offline generator rigs only the avatars it made: rigging another model needs a provider (MESHY_API_KEY)';

export class TaskStoppedError extends Error {}

export class OfflineMaker implements AvatarMaker {
  readonly provider = AvatarProvider.OFFLINE;

  constructor(private readonly stepMs: number) {}

  private async step(run: TaskRun, percent: number): Promise<void> {
    if (run.signal.aborted) throw new TaskStoppedError('stopped');
    await run.progress(percent);
    if (this.stepMs > 0) await new Promise((resolve) => setTimeout(resolve, this.stepMs));
    if (run.signal.aborted) throw new TaskStoppedError('stopped');
  }

  async generate(request: GenerateRequest, run: TaskRun) {
    await this.step(run, 10);
    const preview = await generateOffline({ shape: request.shape, kind: 'model' });
    await this.step(run, 45);
    const animations = request.animations.length ? request.animations : OFFLINE_ANIMATION_IDS;
    const model = await generateOffline({ shape: request.shape, kind: 'rigged', animations, fps: 30 });
    await this.step(run, 90);
    return { preview, model };
  }

  async rig(request: RigRequest, run: TaskRun) {
    if (!request.shape) throw new TaskFailedError(CANNOT_RIG_FOREIGN);
    await this.step(run, 20);
    const shape = { ...request.shape, heightMeters: request.heightMeters };
    const model = await generateOffline({ shape, kind: 'rigged', animations: [] });
    await this.step(run, 90);
    return model;
  }

  async animate(request: AnimateRequest, run: TaskRun) {
    if (!request.shape) throw new TaskFailedError(CANNOT_RIG_FOREIGN);
    await this.step(run, 20);
    const model = await generateOffline({ shape: request.shape, kind: 'animation', animations: [request.actionId], fps: request.fps });
    await this.step(run, 90);
    return model;
  }

  async library() {
    return OFFLINE_LIBRARY;
  }
}
