// The one check every string from outside passes before anything uses it: GraphQL arguments
// (over HTTP and WebSocket, at the gateway and at each subgraph), REST bodies, path and query
// parameters, multipart fields and file names. PostgreSQL refuses a NUL character in text
// (and a lone UTF-16 surrogate in jsonb), and a btree index refuses a row over ~2.7 kB, so
// those would otherwise surface as server errors; here they are the caller's BAD_USER_INPUT
// with a stable `reason` and the field that held them.

/** Why a string was refused: a public contract beside `extensions.code` (add, never rename). */
export type InputReason = 'NUL_CHARACTER' | 'LONE_SURROGATE' | 'CONTROL_CHARACTER' | 'TOO_LONG' | 'DATE_OUT_OF_RANGE';

/**
 * The most characters (UTF-16 code units, as `String.length` and zod count) of any string
 * argument without a declared maximum of its own; larger declared fields (none today) name
 * theirs with their rules.
 */
export const MAX_STRING_LENGTH = 65_536;

/**
 * Every ID argument and input field: our ids are 25 characters (or 36 for a UUID); the slack
 * is for ids of other systems a later subgraph may store. Applied unless a field declares less.
 */
export const ID_MAX_LENGTH = 64;

export interface InputProblem {
  /** The input as the caller named it: `input.email`, `conversationId`, `body.meal.name`. */
  field: string;
  reason: InputReason;
  message: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 controls but tab, line feed and carriage return; DEL; C1 controls. Matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The message a member reads for each reason, naming the field as the caller did. */
export function problemMessage(field: string, reason: InputReason, max?: number): string {
  switch (reason) {
    case 'NUL_CHARACTER':
      return `${field} must not contain a NUL character`;
    case 'LONE_SURROGATE':
      return `${field} must be valid Unicode text (it contains a lone surrogate)`;
    case 'CONTROL_CHARACTER':
      return `${field} must not contain control characters`;
    case 'TOO_LONG':
      return `${field} must be at most ${max ?? MAX_STRING_LENGTH} characters`;
    case 'DATE_OUT_OF_RANGE':
      return `${field} must be a date between the years 1 and 9999`;
  }
}

/**
 * What is wrong with one string, or undefined. `max` (default MAX_STRING_LENGTH) is measured
 * without leading and trailing whitespace, as the rules that trim measure it (a message of 4000
 * characters and a trailing newline is 4000 long); the value as sent is bounded by
 * MAX_STRING_LENGTH whatever it holds.
 */
export function stringProblem(value: string, max = MAX_STRING_LENGTH): InputReason | undefined {
  if (value.includes('\u0000')) return 'NUL_CHARACTER';
  if (LONE_SURROGATE.test(value)) return 'LONE_SURROGATE';
  // A declared maximum may be above the generic one (a photo as a data URL): it is the bound then.
  if (value.length > Math.max(max, MAX_STRING_LENGTH) || (value.length > max && value.trim().length > max)) return 'TOO_LONG';
  return undefined;
}

/** True when a single-line value (a name, a username, an email) holds a control character other than tab, LF and CR. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** One string's problem as an InputProblem naming `field`. */
export function checkString(value: string, field: string, max = MAX_STRING_LENGTH): InputProblem | undefined {
  const reason = stringProblem(value, max);
  return reason ? { field, reason, message: problemMessage(field, reason, max) } : undefined;
}

/**
 * The first bad string anywhere in a JSON-like value (object keys included), each under the
 * generic MAX_STRING_LENGTH. Fields are named by their path without list positions
 * (`meal.ingredients`), as the input rules name them; `root` names the value itself.
 * `longer` names the fields (by that path) declared longer than the generic maximum.
 */
export function findBadString(value: unknown, root: string, longer: Readonly<Record<string, number>> = {}): InputProblem | undefined {
  const walk = (node: unknown, path: string, depth: number): InputProblem | undefined => {
    if (typeof node === 'string') return checkString(node, path, Object.hasOwn(longer, path) ? longer[path] : MAX_STRING_LENGTH);
    // Parsed JSON is bounded by the body limit; the depth bound only keeps recursion finite.
    if (node === null || typeof node !== 'object' || depth > 64) return undefined;
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = walk(item, path, depth + 1);
        if (found) return found;
      }
      return undefined;
    }
    for (const [key, item] of Object.entries(node)) {
      const name = path ? `${path}.${key}` : key;
      const keyProblem = checkString(key, name);
      if (keyProblem) return keyProblem;
      const found = walk(item, name, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return walk(value, root, 0);
}

/** A single-line value (a name, a username, an email): no control characters but tab, LF and CR. */
export function isSingleLine(value: string): boolean {
  return !hasControlCharacter(value);
}

/**
 * The zod refinement options for `isSingleLine`: `.refine(isSingleLine, singleLineRule('Name'))`
 * refuses with reason CONTROL_CHARACTER. Multi-line text (posts, messages, bios) does not use
 * it: newlines and tabs are legitimate there.
 */
export function singleLineRule(label: string) {
  return { message: `${label} must not contain control characters`, params: { reason: 'CONTROL_CHARACTER' satisfies InputReason } };
}
