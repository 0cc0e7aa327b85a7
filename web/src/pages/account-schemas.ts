// The account forms' rules, with the words the accounts service uses for the same rules, so a
// message reads the same whether the form or the server caught the mistake. The server stays
// the judge (reserved names, taken usernames); these only save a round trip.
import { z } from 'zod';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_]{3,30}$/;
const URL_MAX = 2048;

const email = z.string().superRefine((raw, ctx) => {
  const value = raw.trim();
  if (!value) ctx.addIssue({ code: 'custom', message: 'Email is required' });
  else if (value.length > 254 || !EMAIL.test(value)) ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address' });
});

export const username = z.string().superRefine((raw, ctx) => {
  const value = raw.trim().replace(/^@/, '');
  if (!value) ctx.addIssue({ code: 'custom', message: 'Username is required' });
  else if (!USERNAME.test(value)) ctx.addIssue({ code: 'custom', message: 'Username must be 3-30 characters: letters, numbers and underscores only' });
  else if (/^\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: 'Username must contain at least one letter' });
});

export const name = z.string().superRefine((raw, ctx) => {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) ctx.addIssue({ code: 'custom', message: 'Name is required' });
  else if (value.length > 50) ctx.addIssue({ code: 'custom', message: 'Name must be at most 50 characters' });
});

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});

export const registerSchema = z
  .object({
    email,
    password: z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password must be at most 128 characters')
      .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'Password must contain at least one letter and one number'),
    name,
    username,
  })
  .superRefine((values, ctx) => {
    const password = values.password.toLowerCase();
    const forbidden = [values.email.trim().toLowerCase(), values.username.trim().replace(/^@/, '').toLowerCase()];
    if (password && forbidden.includes(password)) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not be your email or username' });
  });

/** Empty clears an optional field; a link must be a web link (no javascript: or data: URLs on profiles). */
const optionalLink = (label: string, opts: { allowRelative?: boolean } = {}) =>
  z.string().superRefine((raw, ctx) => {
    const value = raw.trim();
    if (!value) return;
    if (value.length > URL_MAX) return ctx.addIssue({ code: 'custom', message: `${label} must be at most ${URL_MAX} characters` });
    if (opts.allowRelative && /^\/[^/\\]/.test(value)) return;
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') ctx.addIssue({ code: 'custom', message: 'Please enter a valid http(s) link' });
  });

export const profileSchema = z.object({
  name,
  username,
  bio: z.string().refine((v) => v.trim().length <= 160, 'Bio must be at most 160 characters'),
  bioLink: optionalLink('BioLink'),
  image: optionalLink('Image', { allowRelative: true }),
  banner: optionalLink('Banner', { allowRelative: true }),
});

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ProfileValues = z.infer<typeof profileSchema>;
