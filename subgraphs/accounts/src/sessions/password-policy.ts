// How guessable a new password is, judged offline by zxcvbn-ts against the dictionaries its
// packages ship (common and breached passwords, English words, names, keyboard patterns)
// and the member's own email, username and name. The rules of validation.ts (length, a
// letter and a digit) come first and keep their messages; this refuses what passes them
// and is still easy to guess, in zxcvbn's words so the member knows why.
import { BadUserInputError } from '@pulse/kit';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's 0-4 scale; 3 means about 10^8 guesses or more ("safely unguessable" for an
 * online attacker). 'password1', 'qwerty123' and 'Summer2024' score 0-1.
 */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD = 'This password is too easy to guess.';

// The dictionaries are megabytes of JavaScript and take about a second to load: once per
// process, on the first password that needs them, never at start-up.
let checker: Promise<ZxcvbnFactory> | undefined;
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  checker.catch(() => (checker = undefined));
  return checker;
}

export interface PasswordOwner {
  email: string;
  username: string;
  name: string;
}

/** What the member's own details give an attacker: the email and its parts, the username, the name's words. */
function personalWords(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.split('@');
  return [owner.email, local, ...local.split(/[^a-z0-9]+/i), domain, owner.username, owner.name, ...owner.name.split(/\s+/)]
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length >= 3);
}

/** Why this password is refused, or null when it is strong enough. */
export async function passwordWeakness(password: string, owner: PasswordOwner): Promise<string | null> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, personalWords(owner));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  return [warning || WEAK_PASSWORD, suggestions[0]].filter(Boolean).join(' ');
}

/** Throws BAD_USER_INPUT on `password` with zxcvbn's reason when the password is too weak. */
export async function assertStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  const weakness = await passwordWeakness(password, owner);
  if (weakness) throw new BadUserInputError(weakness, 'password');
}
