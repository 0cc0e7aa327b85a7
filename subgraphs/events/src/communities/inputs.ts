// The community form's rules (the spec shows only "created by name"; the limits are ours).
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';

export const NAME_MIN = 2;
export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 500;
export const SEARCH_MAX = 100;
export const NAME_REQUIRED = 'Community name is required';

export const nameRule = z
  .string()
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
  .trim()
  .min(1, NAME_REQUIRED)
  .min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`);

export const CreateCommunityInput = declareInput(
  'CreateCommunityInput',
  {
    name: inputField(nameRule, () => String, { description: `${NAME_MIN}-${NAME_MAX} characters, unique whatever its case.` }),
    description: inputField(
      z
        .string()
        .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
        .trim()
        .nullish()
        .transform((v) => v ?? ''),
      () => String,
      { description: `Up to ${DESCRIPTION_MAX} characters.` },
    ),
  },
  { description: 'A new community; its creator is its owner.' },
);
