// The analyzer's errors of spec section 8, verbatim.
export const ANALYZER_ERRORS = {
  modelLoadFailed: 'Failed to load pose detection model. Please try again.',
  missingElements: 'Missing required elements for video processing.',
  detectionFailed: 'An error occurred during pose detection.',
  videoPlaybackFailed: 'Error playing the video.',
  noRepData: 'No rep data available. Analysis cannot be completed.',
  modelNotLoaded: 'Pose detection model is not loaded yet. Please wait or refresh the page.',
} as const;

/** A session of a rep-counted exercise ended without one completed rep: nothing to score or store. */
export class NoRepDataError extends Error {
  override name = 'NoRepDataError';
  constructor() {
    super(ANALYZER_ERRORS.noRepData);
  }
}
