// What makes avatar models: the offline generator (no key, the default) or Meshy (a key in
// MESHY_API_KEY). A provider answers GLB bytes; the job stores them in our media storage, so
// every model is served from our origin whoever made it.
import type { AvatarProvider } from '../entities.js';
import type { BodyShape } from '../shape.js';

/** What a provider can do while a task runs. */
export interface TaskRun {
  /** Aborts when the task is cancelled or the process stops: stop between steps. */
  signal: AbortSignal;
  /** Records how far the task is (0-99); published to its owner. */
  progress(percent: number): Promise<void>;
  /** The provider's own task id from an earlier delivery of this task (resume, don't start again). */
  providerTaskId: string | null;
  /** Keeps the provider's task id on the row before waiting on it. */
  rememberProviderTask(id: string): Promise<void>;
}

export interface GenerateRequest {
  prompt: string;
  negativePrompt: string;
  heightMeters: number;
  /** Animations the model should carry (library ids). */
  animations: readonly string[];
  shape: BodyShape;
}

export interface GeneratedModel {
  /** The still model (previewUrl). */
  preview: Uint8Array;
  /** The avatar's model (modelUrl): rigged with its animations where the provider can. */
  model: Uint8Array;
  /** The provider's task id of the model, for a later rigging of it. */
  providerTaskId?: string;
}

export interface RigRequest {
  heightMeters: number;
  /** Our avatar's shape, when the model is one of ours made offline. */
  shape: BodyShape | null;
  /** The provider's text-to-3D task the model came from (Meshy's input_task_id). */
  inputTaskId: string | null;
  /** The model's URL as the member named it (a provider fetches only a public https one). */
  modelUrl: string | null;
  /** The model's bytes from our storage, when it is one of the member's avatars. */
  model: Uint8Array | null;
  textureImageUrl: string | null;
}

export interface AnimateRequest {
  /** The rig's shape (offline) or the provider's rigging task id. */
  shape: BodyShape | null;
  rigProviderTaskId: string | null;
  actionId: string;
  fps: number;
}

export interface AnimationEntry {
  id: string;
  name: string;
  category: string;
}

export interface AvatarMaker {
  readonly provider: AvatarProvider;
  generate(request: GenerateRequest, run: TaskRun): Promise<GeneratedModel>;
  rig(request: RigRequest, run: TaskRun): Promise<Uint8Array>;
  animate(request: AnimateRequest, run: TaskRun): Promise<Uint8Array>;
  library(): Promise<readonly AnimationEntry[]>;
}

/**
 * A failure no retry can fix (a provider that refused the prompt, a model the offline generator
 * cannot rig): the task fails at once with this message, written for the member.
 */
export class TaskFailedError extends Error {}

/** A failure worth retrying (a provider that timed out or is down); its message is for the member. */
export class ProviderUnavailableError extends Error {}
