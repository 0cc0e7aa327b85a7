// The Create New Meal flow (spec section 4): upload image, analyze, review and edit, preview
// with the nutrition overlay, post. Start Over (back to an empty upload), Clear (the photo and
// foods go, the step stays upload) and Edit Details (preview back to review) step back.
export type MealStep = 'upload' | 'review' | 'preview';

export type MealStepAction = 'analyzed' | 'previewed' | 'start-over' | 'clear' | 'edit-details';

export function nextStep(step: MealStep, action: MealStepAction): MealStep {
  switch (action) {
    case 'analyzed':
      return step === 'upload' ? 'review' : step;
    case 'previewed':
      return step === 'review' ? 'preview' : step;
    case 'edit-details':
      return step === 'preview' ? 'review' : step;
    case 'start-over':
    case 'clear':
      return 'upload';
  }
}

/** The spec's image rules, checked in the browser before anything is sent (the server checks the bytes again). */
export const MAX_MEAL_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please upload an image file';
export const IMAGE_TOO_LARGE = 'Image must be less than 5MB';
export const INVALID_IMAGE = 'Invalid image format. Please upload a valid image.';
export const NO_IMAGE = 'Please upload an image first';

export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_MEAL_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** Shown only when the server answered the meal and its post. */
export const MEAL_POSTED = 'Meal posted';

export const MEAL_TOASTS = {
  analyzeFailed: 'Failed to analyze image',
  readFailed: 'Failed to read image file',
  createFailed: 'Failed to create meal',
  unexpected: 'Something went wrong!',
  postFailed: 'Failed to post meal',
  logPrivately: 'Log privately feature coming soon',
} as const;
