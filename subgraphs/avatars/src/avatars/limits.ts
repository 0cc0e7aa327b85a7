// The avatars' words and limits: the spec's (sections 5, 8, 9) verbatim, and ours where it is
// silent (docs/avatars.md, "Limits"). Constants only: the REST table imports them too.

export const NAME_REQUIRED = 'Avatar name is required';
export const NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const NAME_MIN = 2;
export const NAME_MAX = 60;
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX} characters`;

export const PROMPT_REQUIRED = 'Avatar description is required';
export const PROMPT_TOO_SHORT = 'Description must be at least 10 characters';
export const PROMPT_MIN = 10;
/** Meshy's text-to-3D takes at most 600 characters of prompt. */
export const PROMPT_MAX = 600;
export const PROMPT_TOO_LONG = `Description must be at most ${PROMPT_MAX} characters`;

export const DEFAULT_NEGATIVE_PROMPT = 'ugly, deformed, disfigured, poor quality, low quality';
export const NEGATIVE_PROMPT_MAX = 600;
export const NEGATIVE_PROMPT_TOO_LONG = `Negative prompt must be at most ${NEGATIVE_PROMPT_MAX} characters`;

/** Spec section 9: default height 1.7 m, animation 30 fps, output glb. */
export const DEFAULT_HEIGHT_METERS = 1.7;
export const HEIGHT_MIN = 0.5;
export const HEIGHT_MAX = 2.5;
export const HEIGHT_OUT_OF_RANGE = `Height must be between ${HEIGHT_MIN} and ${HEIGHT_MAX} metres`;
export const DEFAULT_FPS = 30;
export const FPS_CHOICES = [24, 25, 30, 60] as const;
export const FPS_INVALID = `fps must be one of ${FPS_CHOICES.join(', ')}`;
export const OUTPUT_FORMATS = ['glb'] as const;
export const OUTPUT_FORMAT_INVALID = 'output_format must be glb';

export const TEXTURE_URL_MAX = 2000;
export const MODEL_URL_MAX = 2000;

/** Tasks one member may have queued or running at once (generation, rigging and animation together): AVATAR_MAX_ACTIVE_TASKS, by default 3. */
export const TOO_MANY_TASKS = (limit: number) => `You have ${limit} avatar tasks queued or running already. Wait for one to finish, then try again.`;
/** Avatars one member may keep. */
export const MAX_AVATARS = 50;
export const TOO_MANY_AVATARS = `You can keep at most ${MAX_AVATARS} avatars. Delete one to make another.`;

export const AVATAR_NOT_FOUND = 'Avatar not found';
export const TASK_NOT_FOUND = 'Avatar task not found';
export const AVATAR_NOT_READY = 'The avatar has no model yet: wait for its creation to finish';
export const RIG_TASK_NOT_DONE = 'The rigging task has not succeeded: animate a rigged model';
export const TASK_ALREADY_OVER = 'The task is already over';
export const UNKNOWN_ANIMATION = (ids: readonly string[]) => `Unknown animation: choose from ${ids.join(', ')}`;
export const MAX_ANIMATIONS = 10;

/** A GLB upload: at most 20 MB, checked as a glTF 2.0 binary (glb.ts). */
export const GLB_MAX_BYTES = 20 * 1024 * 1024;
export const GLB_TOO_LARGE = 'The model must be a GLB file of at most 20 MB';
export const NOT_A_GLB = 'The file is not a valid GLB (glTF 2.0 binary) model';
export const LOGIN_TO_UPLOAD = 'Please log in to upload';
/** Avatar files start with this: the gateway routes GET /media/a-* here. */
export const AVATAR_KEY_PREFIX = 'a-';
