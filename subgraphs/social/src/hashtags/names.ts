// A hashtag as an argument: `#Marathon`, `marathon` and ` MARATHON ` name the same tag. The
// rule is the one the trigger extracts with (migrations.ts) and the web client links with.
import { z } from 'zod';
import { TAG_MAX_LENGTH } from './migrations.js';

export const INVALID_HASHTAG = 'A hashtag is letters, digits and underscores with at least one letter';
const TAG = /^[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*$/u;

export const hashtagName = z
  .string()
  .max(TAG_MAX_LENGTH + 10, `A hashtag is at most ${TAG_MAX_LENGTH} characters`)
  .transform((raw) => raw.trim().replace(/^#/, '').toLowerCase())
  .refine((tag) => tag.length <= TAG_MAX_LENGTH, `A hashtag is at most ${TAG_MAX_LENGTH} characters`)
  .refine((tag) => TAG.test(tag), INVALID_HASHTAG);
