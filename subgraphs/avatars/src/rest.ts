// The avatars REST table: every avatar path of spec section 7, each onto one typed operation.
// The spec's bodies are snake_case (prompt, negative_prompt, height_meters...) and read with
// the same rules as the GraphQL inputs (avatars/inputs.ts). Tasks answer the spec's task_id
// beside our task shape; the Meshy paths answer Meshy's status words (PENDING, IN_PROGRESS,
// SUCCEEDED, FAILED, CANCELED). Route declarations and generated documents only: the gateway
// loads this file. POST /avatars/upload is the media upload path (the registry's `media`).
import { z } from 'zod';
import { defineRoute, pathId, requiredId, type RestRoute, type RestTable } from '@pulse/kit/rest';
import { rules } from './avatars/inputs.js';
import { MODEL_URL_MAX, TEXTURE_URL_MAX } from './avatars/limits.js';
import {
  RestAnimateAvatarDocument,
  RestAvatarAnimationLibraryDocument,
  RestAvatarRigDocument,
  RestAvatarTaskDocument,
  RestCancelAvatarTaskDocument,
  RestCreateAvatarDocument,
  RestDeleteAvatarDocument,
  RestMyAvatarsDocument,
  RestRigAvatarDocument,
  RestSetDefaultAvatarDocument,
  type AvatarTaskState,
  type RestAvatarTaskFragment,
} from './rest.generated.js';

const date = z.string().meta({ format: 'date-time' });
const STATES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const;
const avatar = z.object({
  id: z.string(),
  name: z.string(),
  prompt: z.string(),
  negativePrompt: z.string(),
  previewUrl: z.string().nullable(),
  modelUrl: z.string().nullable(),
  riggedModelUrl: z.string().nullable(),
  createdAt: date,
  isDefault: z.boolean(),
  status: z.enum(['GENERATING', 'READY', 'FAILED']),
  provider: z.enum(['OFFLINE', 'MESHY', 'UPLOAD']),
  heightMeters: z.number(),
});
const task = z.object({
  id: z.string(),
  task_id: z.string().meta({ description: 'The same id, as the spec names it' }),
  kind: z.enum(['GENERATE', 'RIG', 'ANIMATE']),
  state: z.enum(STATES),
  status: z.enum(['PENDING', 'IN_PROGRESS', 'SUCCEEDED', 'FAILED', 'CANCELED']).meta({ description: "Meshy's word for the state" }),
  progress: z.number().int(),
  provider: z.enum(['OFFLINE', 'MESHY', 'UPLOAD']),
  avatarId: z.string().nullable(),
  resultUrl: z.string().nullable().meta({ description: 'The GLB it made (our origin)' }),
  error: z.string().nullable(),
  createdAt: date,
  updatedAt: date,
  finishedAt: date.nullable(),
});

const MESHY_STATUS: Record<AvatarTaskState, z.infer<typeof task>['status']> = {
  QUEUED: 'PENDING',
  RUNNING: 'IN_PROGRESS',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
  CANCELLED: 'CANCELED',
};
const taskAnswer = (t: RestAvatarTaskFragment): z.input<typeof task> => ({ ...t, task_id: t.id, status: MESHY_STATUS[t.state] });

const heightMeters = rules.heightMeters.meta({ description: 'Metres, 0.5-2.5 (default 1.7)' });

/**
 * The paths document snake_case bodies (section 7), while the spec's client model names the same
 * fields in camelCase (section 3: avatarId, modelUrl, heightMeters, rigTaskId, actionId, fps,
 * outputFormat): a camelCase field is read as its snake_case one when that one is absent.
 */
function eitherSpelling<T extends z.ZodObject>(body: T) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const read: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const key of Object.keys(body.shape)) {
      const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      if (camel !== key && read[key] === undefined && read[camel] !== undefined) read[key] = read[camel];
    }
    return read;
  }, body);
}
const createBody = eitherSpelling(
  z.object({
    prompt: rules.prompt,
    negative_prompt: rules.negativePrompt,
    name: rules.name.meta({ description: "The form's name (the spec's call does not send it: default, the start of the prompt)" }),
    height_meters: heightMeters,
    animation_action_ids: rules.animationActionIds,
  }),
);
const rigBody = eitherSpelling(
  z.object({
    avatarId: rules.optionalId,
    model_url: rules.url(MODEL_URL_MAX),
    input_task_id: rules.optionalId,
    height_meters: heightMeters,
    texture_image_url: rules.url(TEXTURE_URL_MAX),
  }),
);
const animateBody = eitherSpelling(
  z.object({
    rig_task_id: rules.requiredId('rig_task_id'),
    action_id: z.union([z.string(), z.number().int().transform(String)], { error: 'action_id is required' }).pipe(rules.actionId),
    fps: rules.fps,
    output_format: rules.outputFormat,
  }),
);

const createAvatar = (path: string, summary: string) =>
  defineRoute({
    method: 'post',
    path,
    summary,
    auth: 'member',
    body: createBody,
    document: RestCreateAvatarDocument,
    variables: ({ body }) => ({
      input: {
        prompt: body.prompt,
        negativePrompt: body.negative_prompt,
        name: body.name,
        heightMeters: body.height_meters,
        animationActionIds: body.animation_action_ids,
      },
    }),
    response: task.extend({ avatar: avatar.nullable() }),
    respond: (data) => ({ ...taskAnswer(data.createAvatar), avatar: data.createAvatar.avatar }),
  });

const rigAvatar = (path: string, summary: string) =>
  defineRoute({
    method: 'post',
    path,
    summary,
    auth: 'member',
    body: rigBody,
    document: RestRigAvatarDocument,
    variables: ({ body }) => ({
      input: {
        avatarId: body.avatarId,
        modelUrl: body.model_url,
        inputTaskId: body.input_task_id,
        heightMeters: body.height_meters,
        textureImageUrl: body.texture_image_url,
      },
    }),
    response: task.extend({ result: z.string().meta({ description: "The task id, as Meshy's create answers it" }) }),
    respond: (data) => ({ ...taskAnswer(data.rigAvatar), result: data.rigAvatar.id }),
  });

const animateAvatar = (path: string, summary: string) =>
  defineRoute({
    method: 'post',
    path,
    summary,
    auth: 'member',
    body: animateBody,
    document: RestAnimateAvatarDocument,
    variables: ({ body }) => ({ input: { rigTaskId: body.rig_task_id, actionId: body.action_id, fps: body.fps, outputFormat: body.output_format } }),
    response: task.extend({ result: z.string() }),
    respond: (data) => ({ ...taskAnswer(data.animateAvatar), result: data.animateAvatar.id }),
  });

const taskStatus = (path: string, summary: string) =>
  defineRoute({
    method: 'get',
    path,
    summary,
    auth: 'member',
    params: z.object({ id: pathId('The task id') }),
    document: RestAvatarTaskDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: task,
    respond: (data) => taskAnswer(data.avatarTask),
  });

const cancelTask = (path: string, summary: string) =>
  defineRoute({
    method: 'delete',
    path,
    summary,
    auth: 'member',
    params: z.object({ id: pathId('The task id') }),
    document: RestCancelAvatarTaskDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: task,
    respond: (data) => taskAnswer(data.cancelAvatarTask),
  });

const rig = z.object({ avatarId: z.string(), status: z.enum(STATES).nullable(), riggedModelUrl: z.string().nullable(), task: task.nullable() });

const routes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/user/avatars',
    summary: 'Your avatars, newest first',
    auth: 'member',
    document: RestMyAvatarsDocument,
    variables: () => ({}),
    response: z.object({ avatars: z.array(avatar) }),
    respond: (data) => ({ avatars: data.myAvatars }),
  }),
  defineRoute({
    method: 'put',
    path: '/user/avatars',
    summary: 'Make one of your avatars the default',
    auth: 'member',
    body: z.object({ avatarId: requiredId('avatarId') }),
    document: RestSetDefaultAvatarDocument,
    variables: ({ body }) => ({ avatarId: body.avatarId }),
    response: z.object({ avatar }),
    respond: (data) => ({ avatar: data.setDefaultAvatar }),
  }),
  createAvatar('/avatars', 'Start making an avatar from a description (answers task_id)'),
  defineRoute({
    method: 'post',
    path: '/avatars/rig-status',
    summary: "Where one of your avatars' rigging is (the server owns the status; the one sent is not stored)",
    auth: 'member',
    body: z.object({ avatarId: requiredId('avatarId'), status: z.string().max(20).nullish().meta({ description: 'What the client last saw (any case)' }) }),
    document: RestAvatarRigDocument,
    variables: ({ body }) => ({ avatarId: body.avatarId }),
    response: rig,
    respond: (data) => ({ ...data.avatarRig, task: data.avatarRig.task && taskAnswer(data.avatarRig.task) }),
  }),
  createAvatar('/avatars/complete', 'Avatar service: make an avatar (model with its animations) from a description'),
  rigAvatar('/avatars/rig', 'Avatar service: rig a model'),
  animateAvatar('/avatars/animate', 'Avatar service: animate a rigged model'),
  rigAvatar('/avatars/meshy/rig', 'Rig a model (Meshy-style)'),
  animateAvatar('/avatars/meshy/animate', 'Animate a rigged model (Meshy-style)'),
  defineRoute({
    method: 'get',
    path: '/avatars/meshy/animate/library',
    summary: 'The animations a rigged model can be given',
    auth: 'member',
    document: RestAvatarAnimationLibraryDocument,
    variables: () => ({}),
    response: z.object({ animations: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), provider: z.enum(['OFFLINE', 'MESHY', 'UPLOAD']) })) }),
    respond: (data) => ({ animations: data.avatarAnimationLibrary }),
  }),
  taskStatus('/avatars/meshy/rig/:id', 'A rigging task'),
  taskStatus('/avatars/meshy/rig/:id/status', 'A rigging task'),
  cancelTask('/avatars/meshy/rig/:id', 'Cancel a rigging task'),
  cancelTask('/avatars/meshy/rig/:id/status', 'Cancel a rigging task'),
  taskStatus('/avatars/meshy/animate/:id', 'An animation task'),
  taskStatus('/avatars/meshy/animate/:id/status', 'An animation task'),
  cancelTask('/avatars/meshy/animate/:id', 'Cancel an animation task'),
  cancelTask('/avatars/meshy/animate/:id/status', 'Cancel an animation task'),
  defineRoute({
    method: 'get',
    path: '/avatars/:id/rig',
    summary: "Where one of your avatars' rigging is",
    auth: 'member',
    params: z.object({ id: pathId('The avatar id') }),
    document: RestAvatarRigDocument,
    variables: ({ params }) => ({ avatarId: params.id }),
    response: rig,
    respond: (data) => ({ ...data.avatarRig, task: data.avatarRig.task && taskAnswer(data.avatarRig.task) }),
  }),
  taskStatus('/avatars/:id/status', 'Avatar service: any of your tasks (generation, rigging, animation)'),
  defineRoute({
    method: 'delete',
    path: '/avatars/:id',
    summary: 'Delete one of your avatars',
    auth: 'member',
    params: z.object({ id: pathId('The avatar id') }),
    document: RestDeleteAvatarDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({ id: z.string(), deleted: z.boolean() }),
    respond: (data) => ({ id: data.deleteAvatar, deleted: true }),
  }),
];

export const restTable: RestTable = { service: 'avatars', routes };
