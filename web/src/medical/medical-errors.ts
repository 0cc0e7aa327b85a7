// The medical calls' own failure words (spec section 8): the server's message when it gave one
// (its `error` when `success` is false), else 'Failed to fetch scans', 'Failed to upload scan'...
import { graphQLErrorsOf } from '../errors/graphql-errors';

export const FAILED = {
  scans: 'Failed to fetch scans',
  scan: 'Failed to fetch scan',
  manifest: 'Failed to fetch scan manifest',
  upload: 'Failed to upload scan',
  delete: 'Failed to delete scan',
  uploadUrl: 'Failed to get upload URL',
} as const;

/** The server's message when it answered one, else the spec's words for the call. */
export function medicalError(error: unknown, fallback: string): string {
  const first = graphQLErrorsOf(error)[0];
  return typeof first?.message === 'string' && first.message ? first.message : fallback;
}
