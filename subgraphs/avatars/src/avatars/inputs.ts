// The avatars' inputs, declared once (kit's declareInput) with the spec's messages; the REST
// rows (rest.ts) read their snake_case bodies with the same rules (the `rules` below), so both
// answer the same words on the same fields. Constants and rules only: the gateway loads this.
import { Float, ID, Int } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit/input/declare';
import {
  DEFAULT_FPS,
  DEFAULT_HEIGHT_METERS,
  DEFAULT_NEGATIVE_PROMPT,
  FPS_CHOICES,
  FPS_INVALID,
  HEIGHT_MAX,
  HEIGHT_MIN,
  HEIGHT_OUT_OF_RANGE,
  MAX_ANIMATIONS,
  MODEL_URL_MAX,
  NAME_MAX,
  NAME_MIN,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  NEGATIVE_PROMPT_MAX,
  NEGATIVE_PROMPT_TOO_LONG,
  OUTPUT_FORMAT_INVALID,
  PROMPT_MAX,
  PROMPT_MIN,
  PROMPT_REQUIRED,
  PROMPT_TOO_LONG,
  PROMPT_TOO_SHORT,
  TEXTURE_URL_MAX,
} from './limits.js';

const ACTION_ID_MAX = 64;

export const rules = {
  /** Optional: the call the spec shows does not send it; the start of the prompt names the avatar then. */
  name: z
    .string({ error: NAME_REQUIRED })
    .max(NAME_MAX, NAME_TOO_LONG)
    .trim()
    .min(NAME_MIN, NAME_TOO_SHORT)
    .nullish()
    .transform((v) => v ?? null),
  prompt: z.string({ error: PROMPT_REQUIRED }).max(PROMPT_MAX, PROMPT_TOO_LONG).trim().min(1, PROMPT_REQUIRED).min(PROMPT_MIN, PROMPT_TOO_SHORT),
  negativePrompt: z
    .string({ error: 'Negative prompt must be a string' })
    .max(NEGATIVE_PROMPT_MAX, NEGATIVE_PROMPT_TOO_LONG)
    .trim()
    .nullish()
    .transform((v) => v || DEFAULT_NEGATIVE_PROMPT),
  heightMeters: z
    .number({ error: HEIGHT_OUT_OF_RANGE })
    .finite(HEIGHT_OUT_OF_RANGE)
    .min(HEIGHT_MIN, HEIGHT_OUT_OF_RANGE)
    .max(HEIGHT_MAX, HEIGHT_OUT_OF_RANGE)
    .nullish()
    .transform((v) => v ?? DEFAULT_HEIGHT_METERS),
  animationActionIds: z
    .array(z.string().max(ACTION_ID_MAX, `Animation ids are at most ${ACTION_ID_MAX} characters`).trim(), { error: 'animation_action_ids must be a list' })
    .max(MAX_ANIMATIONS, `At most ${MAX_ANIMATIONS} animations`)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  optionalId: z
    .string()
    .max(64, 'Ids are at most 64 characters')
    .trim()
    .nullish()
    .transform((v) => v || null),
  requiredId: (field: string) =>
    z
      .string({ error: `${field} is required` })
      .max(64, 'Ids are at most 64 characters')
      .trim()
      .min(1, `${field} is required`),
  url: (max: number) =>
    z
      .string()
      .max(max, `URLs are at most ${max} characters`)
      .trim()
      .nullish()
      .transform((v) => v || null),
  actionId: z
    .string({ error: 'action_id is required' })
    .max(ACTION_ID_MAX, `Animation ids are at most ${ACTION_ID_MAX} characters`)
    .trim()
    .min(1, 'action_id is required'),
  fps: z
    .number({ error: FPS_INVALID })
    .int(FPS_INVALID)
    .refine((n) => (FPS_CHOICES as readonly number[]).includes(n), FPS_INVALID)
    .nullish()
    .transform((v) => v ?? DEFAULT_FPS),
  outputFormat: z
    .string({ error: OUTPUT_FORMAT_INVALID })
    .max(8, OUTPUT_FORMAT_INVALID)
    .trim()
    .toLowerCase()
    .refine((v) => v === 'glb', OUTPUT_FORMAT_INVALID)
    .nullish()
    .transform(() => 'glb' as const),
};

export const CreateAvatarInput = declareInput(
  'CreateAvatarInput',
  {
    name: inputField(rules.name, () => String, { description: `${NAME_MIN}-${NAME_MAX} characters; default: the start of the prompt.` }),
    prompt: inputField(rules.prompt, () => String, { description: `The description: ${PROMPT_MIN}-${PROMPT_MAX} characters.` }),
    negativePrompt: inputField(rules.negativePrompt, () => String, { description: `Default '${DEFAULT_NEGATIVE_PROMPT}'.` }),
    heightMeters: inputField(rules.heightMeters, () => Float, { description: `${HEIGHT_MIN}-${HEIGHT_MAX}; default ${DEFAULT_HEIGHT_METERS}.` }),
    animationActionIds: inputField(rules.animationActionIds, () => [String], {
      description: 'Animations the model carries (avatarAnimationLibrary ids); default: the whole library offline.',
    }),
  },
  { description: 'A new avatar made from a description (spec: prompt and negative_prompt).' },
);

export const RigAvatarInput = declareInput(
  'RigAvatarInput',
  {
    avatarId: inputField(rules.optionalId, () => ID, { description: 'One of your avatars (or name it by inputTaskId or modelUrl).' }),
    inputTaskId: inputField(rules.optionalId, () => ID, { description: 'The generation task that made the model.' }),
    modelUrl: inputField(rules.url(MODEL_URL_MAX), () => String, { description: "The model's URL (one of your avatars' modelUrl offline)." }),
    heightMeters: inputField(rules.heightMeters, () => Float, { description: `Default ${DEFAULT_HEIGHT_METERS}.` }),
    textureImageUrl: inputField(rules.url(TEXTURE_URL_MAX), () => String),
  },
  { description: 'Rig a model: a skeleton for animation.' },
);

export const AnimateAvatarInput = declareInput(
  'AnimateAvatarInput',
  {
    rigTaskId: inputField(rules.requiredId('rigTaskId'), () => ID, { description: 'A rigging task of yours that succeeded.' }),
    actionId: inputField(rules.actionId, () => String, { description: 'An avatarAnimationLibrary id.' }),
    fps: inputField(rules.fps, () => Int, { description: `One of ${FPS_CHOICES.join(', ')}; default ${DEFAULT_FPS}.` }),
    outputFormat: inputField(rules.outputFormat, () => String, { description: 'glb (the default and only format).' }),
  },
  { description: 'Animate a rigged model with one animation of the library.' },
);
