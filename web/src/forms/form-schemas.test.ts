// The forms' schemas: the messages a member sees beside each field before anything is sent,
// and the server's per-field refusals landing on the same fields.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { composerProblem } from '../composer/composer-schema';
import { newPoll } from '../composer/poll';
import { placeQuery } from '../composer/place-search-form';
import { scheduleSchema } from '../composer/schedule-form';
import { loginSchema, profileSchema, registerSchema } from '../pages/account-schemas';
import { applyServerErrors, FORM_ERROR } from './use-zod-form';

/** The first message per field, as the form shows them. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const goodMember = { email: 'ann@example.com', password: 'sunrise-run-5', name: 'Ann Runner', username: 'ann_runs' };

describe('account forms', () => {
  it('login: email and password are required, the email must look like one', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(messages(loginSchema, { email: 'ann@', password: 'x' })).toEqual({ email: 'Please enter a valid email address' });
    expect(messages(loginSchema, { email: ' Ann@Example.com ', password: 'x' })).toEqual({});
  });

  it("register: each field's rule, in the accounts service's words", () => {
    expect(messages(registerSchema, goodMember)).toEqual({});
    expect(messages(registerSchema, { email: '', password: '', name: '  ', username: '' })).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      name: 'Name is required',
      username: 'Username is required',
    });
    expect(messages(registerSchema, { ...goodMember, password: 'onlyletters' }).password).toBe('Password must contain at least one letter and one number');
    expect(messages(registerSchema, { ...goodMember, password: 'x1'.repeat(65) }).password).toBe('Password must be at most 128 characters');
    expect(messages(registerSchema, { ...goodMember, username: 'ann-runs' }).username).toBe('Username must be 3-30 characters: letters, numbers and underscores only');
    expect(messages(registerSchema, { ...goodMember, username: '12345' }).username).toBe('Username must contain at least one letter');
    expect(messages(registerSchema, { ...goodMember, name: 'n'.repeat(51) }).name).toBe('Name must be at most 50 characters');
    expect(messages(registerSchema, { ...goodMember, username: 'runner42', password: 'RUNNER42' }).password).toBe('Password must not be your email or username');
  });

  it('profile: optional fields may be empty; links must be http(s); the avatar may be a site path', () => {
    const profile = { name: 'Ann', username: 'ann_runs', bio: '', bioLink: '', image: '', banner: '' };
    expect(messages(profileSchema, profile)).toEqual({});
    expect(messages(profileSchema, { ...profile, bioLink: 'javascript:alert(1)' })).toEqual({ bioLink: 'Please enter a valid http(s) link' });
    expect(messages(profileSchema, { ...profile, image: '/media/a.png', bioLink: 'https://pulse.example/ann' })).toEqual({});
    expect(messages(profileSchema, { ...profile, image: '//evil.example/a.png' })).toEqual({ image: 'Please enter a valid http(s) link' });
    expect(messages(profileSchema, { ...profile, banner: 'javascript:alert(1)' })).toEqual({ banner: 'Please enter a valid http(s) link' });
    expect(messages(profileSchema, { ...profile, bio: 'b'.repeat(161) })).toEqual({ bio: 'Bio must be at most 160 characters' });
  });
});

describe('composer dialogs', () => {
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);

  it('schedule: an unreadable date, a past date and a past time each land on their field', () => {
    expect(messages(scheduleSchema, { date: '', time: '10:00', zone: 'UTC' })).toEqual({ date: 'Invalid date' });
    expect(messages(scheduleSchema, { date: tomorrow, time: '25:00', zone: 'UTC' })).toEqual({ time: 'Invalid date' });
    expect(messages(scheduleSchema, { date: '2020-01-01', time: '10:00', zone: 'UTC' })).toEqual({ date: 'The date must be today or later' });
    const today = now.toISOString().slice(0, 10);
    if (now.getUTCHours() > 0 || now.getUTCMinutes() > 1)
      expect(messages(scheduleSchema, { date: today, time: '00:00', zone: 'UTC' })).toEqual({ time: 'The scheduled time must be in the future' });
  });

  it('schedule: a valid reading becomes the instant and zone the composer keeps', () => {
    const result = scheduleSchema.parse({ date: tomorrow, time: '09:30', zone: 'UTC' });
    expect(result).toEqual({ scheduledFor: new Date(`${tomorrow}T09:30:00Z`), timezone: 'UTC' });
  });

  it('place search: blank text is not searched, nor text longer than the search takes', () => {
    expect(placeQuery('   ')).toBe('');
    expect(placeQuery('  Lisbon ')).toBe('Lisbon');
    expect(placeQuery('x'.repeat(101))).toBe('');
  });
});

describe('the composer', () => {
  const draft = { what: 'post' as const, content: 'Morning run', pollMode: false, poll: newPoll(), scheduledFor: null };

  it('content first, then the poll, then a schedule that slipped into the past', () => {
    expect(composerProblem(draft)).toBeNull();
    expect(composerProblem({ ...draft, content: '   ', pollMode: true })).toBe('Content must not be empty!');
    expect(composerProblem({ ...draft, pollMode: true })).toBe('Please add at least 2 options');
    const zero = { options: ['Yes', 'No'], duration: { days: 0, hours: 0, minutes: 0 } };
    expect(composerProblem({ ...draft, pollMode: true, poll: zero })).toBe('Poll duration must be greater than 0');
    expect(composerProblem({ ...draft, scheduledFor: new Date(Date.now() - 1000) })).toBe('The scheduled time must be in the future');
    // A poll cannot be scheduled, so an old schedule does not block it.
    expect(composerProblem({ ...draft, pollMode: true, poll: { ...zero, duration: { days: 1, hours: 0, minutes: 0 } }, scheduledFor: new Date(0) })).toBeNull();
  });

  it('a draft needs only its text', () => {
    expect(composerProblem({ ...draft, what: 'draft', pollMode: true, scheduledFor: new Date(0) })).toBeNull();
    expect(composerProblem({ ...draft, what: 'draft', content: '' })).toBe('Content must not be empty!');
  });
});

describe('server errors on a form', () => {
  const failure = (errors: Array<{ message: string; extensions?: Record<string, unknown> }>) => ({ graphQLErrors: errors });

  it('a field the server names gets its message; anything else goes to the whole form', () => {
    const set: Array<[string, string]> = [];
    const form = { setError: (name: string, error: { message?: string }) => void set.push([name, error.message ?? '']) };
    applyServerErrors(
      form,
      failure([
        { message: 'This username is already taken', extensions: { code: 'CONFLICT', field: 'username' } },
        { message: 'Too many attempts', extensions: { code: 'RATE_LIMITED' } },
        { message: 'Unknown field', extensions: { code: 'BAD_USER_INPUT', field: 'nickname' } },
      ]),
      ['email', 'username'],
    );
    expect(set).toEqual([
      ['username', 'This username is already taken'],
      [FORM_ERROR, 'Too many attempts'],
    ]);
  });

  it('a network failure is one message for the form', () => {
    const set: Array<[string, string]> = [];
    applyServerErrors({ setError: (name: string, error: { message?: string }) => void set.push([name, error.message ?? '']) }, { networkError: new Error('down') }, [
      'email',
    ]);
    expect(set).toEqual([[FORM_ERROR, 'Could not reach Pulse. Check your connection and try again.']]);
  });
});
