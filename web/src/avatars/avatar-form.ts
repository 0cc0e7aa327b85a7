// The creation form's rules and words (spec sections 5, 8 and 9, verbatim): what a member typed
// becomes createAvatar's input, or the first error of each field.

export const NAME_REQUIRED = 'Avatar name is required';
export const NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const DESCRIPTION_REQUIRED = 'Avatar description is required';
export const DESCRIPTION_TOO_SHORT = 'Description must be at least 10 characters';
export const NAME_MIN = 2;
export const DESCRIPTION_MIN = 10;
/** What the server takes (subgraphs/avatars: limits.ts); the inputs stop there. */
export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 600;
export const NEGATIVE_PROMPT_MAX = 600;
/** Sent when the negative prompt is left empty. */
export const DEFAULT_NEGATIVE_PROMPT = 'ugly, deformed, disfigured, poor quality, low quality';

export const AVATAR_TOASTS = {
  started: { title: 'Avatar Creation Started', description: 'Your avatar is being generated. This may take a few minutes.' },
  createFailed: 'Creation Failed',
  createFailedFallback: 'Failed to create avatar',
  noTaskId: 'Failed to start avatar creation',
  defaultUpdated: { title: 'Default Avatar Updated', description: 'Your default avatar has been changed.' },
  defaultFailed: { title: 'Update Failed', description: 'Failed to update default avatar.' },
  deleted: { title: 'Avatar Deleted', description: 'Your avatar has been deleted.' },
  deleteFailed: { title: 'Delete Failed', description: 'Failed to delete avatar.' },
} as const;

export const LOAD_ERROR = 'Error loading avatars. Please try again later.';

export interface AvatarFormValues {
  name: string;
  description: string;
  negativePrompt: string;
}

export type AvatarFormErrors = Partial<Record<'name' | 'description', string>>;

export const EMPTY_AVATAR_FORM: AvatarFormValues = { name: '', description: '', negativePrompt: '' };

export function validateAvatarForm(values: AvatarFormValues): AvatarFormErrors {
  const errors: AvatarFormErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (!name) errors.name = NAME_REQUIRED;
  else if (name.length < NAME_MIN) errors.name = NAME_TOO_SHORT;
  if (!description) errors.description = DESCRIPTION_REQUIRED;
  else if (description.length < DESCRIPTION_MIN) errors.description = DESCRIPTION_TOO_SHORT;
  return errors;
}

/** createAvatar's input: the description is the prompt; an empty negative prompt is the spec's default. */
export function createAvatarInput(values: AvatarFormValues): { name: string; prompt: string; negativePrompt: string } {
  return { name: values.name.trim(), prompt: values.description.trim(), negativePrompt: values.negativePrompt.trim() || DEFAULT_NEGATIVE_PROMPT };
}
