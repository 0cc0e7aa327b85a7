// The rules for what a member may type, as zod schemas, each with the message the member
// sees. Inputs compose them beside their class (`static schema`); kit runs them before a
// resolver and reports the first problem as BAD_USER_INPUT naming the field, which the web
// forms show beside it.
import { z } from 'zod';
import { isSingleLine, looksLikeId, parseInput, singleLineRule } from '@pulse/kit';
import { INVALID_IMAGE, ownImageKey } from './profile-images/profile-images.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_]{3,30}$/;
export const INVALID_EMAIL = 'Please enter a valid email address';
export const USERNAME_NOT_AVAILABLE = 'This username is not available';

/** Usernames that would collide with the web app's own routes (/{username} is a profile). */
export const RESERVED_USERNAMES = new Set([
  'about',
  'admin',
  'api',
  'assistant',
  'bookmarks',
  'calendar',
  'challenges',
  'communities',
  'community',
  'contact',
  'events',
  'exercise',
  'explore',
  'explorer',
  'graphql',
  'help',
  'home',
  'language',
  'local',
  'login',
  'logout',
  'me',
  'messages',
  'notifications',
  'post',
  'posts',
  'privacy',
  'register',
  'search',
  'settings',
  'shop',
  'signup',
  'status',
  'support',
  'tags',
  'terms',
  'user',
  'users',
  'avatars',
  'wearables',
  'meals',
  'medical',
  'calls',
  'socket',
  // The web app's areas and the paths the server answers itself (validation.test.ts reads
  // them from areas.ts, app.tsx and the nginx config): a profile at /{username} must never
  // be hidden behind one.
  'health',
  'healthz',
  'media',
  'sfu',
  'assets',
  // The developer portal and the OAuth server's paths (issue 25, docs/developer-platform.md).
  'developers',
  'oauth',
]);

/** Stored lowercased; compared without case. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, INVALID_EMAIL)
  .regex(EMAIL, INVALID_EMAIL)
  .refine(isSingleLine, singleLineRule('Email'));

/** A raw username longer than this is refused at the edge (the rule below allows 30, after trimming and a leading @). */
const USERNAME_RAW_MAX = 64;
const USERNAME_RULE = 'Username must be 3-30 characters: letters, numbers and underscores only';

export const username = z
  .string()
  .max(USERNAME_RAW_MAX, USERNAME_RULE)
  .trim()
  .transform((raw) => raw.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Username is required')
      .regex(USERNAME, USERNAME_RULE)
      .refine((name) => !/^\d+$/.test(name), 'Username must contain at least one letter')
      // findUser treats a 25-character value starting with c as an id, so such a username
      // could never be found by name.
      .refine((name) => !looksLikeId(name), USERNAME_NOT_AVAILABLE)
      .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), USERNAME_NOT_AVAILABLE),
  );

/** Names are normalised (trimmed, inner spaces collapsed) before their 50-character rule; the raw value is bounded too. */
const NAME_RAW_MAX = 200;

export const name = z
  .string()
  .max(NAME_RAW_MAX, 'Name must be at most 50 characters')
  .refine(isSingleLine, singleLineRule('Name'))
  .trim()
  .transform((raw) => raw.replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'Name is required').max(50, 'Name must be at most 50 characters'));

/** The password's own rules; that it is not the email or username is checked by the input. */
export const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .refine((pw) => /[A-Za-z]/.test(pw) && /\d/.test(pw), 'Password must contain at least one letter and one number');

export const PASSWORD_IS_IDENTITY = 'Password must not be your email or username';

function capitalised(field: string): string {
  return field[0].toUpperCase() + field.slice(1);
}

/** Left out (or null) keeps the value; an empty string clears it (null); else trimmed and capped. */
export function optionalText(field: string, max: number) {
  return z.preprocess(
    (raw) => (raw === null ? undefined : raw),
    z
      .string()
      .trim()
      .max(max, `${capitalised(field)} must be at most ${max} characters`)
      .transform((value) => value || null)
      .optional(),
  );
}

/** Links a member publishes must be web links: no javascript: or data: URLs on profiles. */
export function optionalUrl(field: string, opts: { allowRelative?: boolean } = {}) {
  return optionalText(field, 2048).transform((value, ctx) => {
    if (!value) return value;
    if (opts.allowRelative && /^\/[^/\\]/.test(value)) return value;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid http(s) link' });
    return z.NEVER;
  });
}

/**
 * A profile picture: one of our stored pictures (its key or /media URL) or a web link the
 * server will fetch and store (the fetcher takes https only, outside tests). Whether the key
 * is the caller's is the resolver's to check.
 */
const picture = (field: string) =>
  optionalText(field, 2048).transform((value, ctx) => {
    if (!value || ownImageKey(value)) return value;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: INVALID_IMAGE });
    return z.NEVER;
  });

export const profileImage = picture('image');
/** The profile's banner: like the picture, one of the member's uploads or an https link (fetched once and stored). */
export const profileBanner = picture('banner');

/** One username checked outside an input (tests, lookups): throws BAD_USER_INPUT on field `username`. */
export function validateUsername(raw: string): string {
  return parseInput(z.object({ username }), { username: raw }).username;
}
