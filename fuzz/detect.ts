// What counts as a failure in an answer: a server error (HTTP 5xx, a WebSocket closed as an
// internal error, no answer at all), the INTERNAL_SERVER_ERROR code, a stack trace or server
// path, or SQL. Whatever the input, none of these may reach a client.

export type OffenceType = 'http-5xx' | 'internal-error-code' | 'stack-trace' | 'sql' | 'ws-internal-close' | 'no-answer';

export interface Offence {
  type: OffenceType;
  /** The part of the answer that shows it (trimmed). */
  evidence: string;
}

/** What came back: an HTTP answer, a WebSocket close, or a transport error. */
export interface Answer {
  status?: number;
  body?: string;
  wsCloseCode?: number;
  transportError?: string;
}

const STACK: RegExp[] = [
  /"stacktrace"\s*:/,
  /\n\s+at [^\n]*[(:]/, // "    at fn (file:1:2)" frames
  /^\s*at [^\n]*:\d+:\d+\)?$/m,
  /[\w.-]*\/src\/[\w./-]+/, // a server source path
  /[\w-]+\.(ts|mjs|cjs):\d+/, // file.ts:12
  /node_modules\//,
  /file:\/\/\//,
];

// Case-sensitive on purpose: SQL keywords in capitals and PostgreSQL's own messages, not the
// English words a message may use ("could not update the post").
const SQL: RegExp[] = [
  /\bSELECT\b[\s\S]{0,400}\bFROM\b/,
  /\bINSERT INTO\b/,
  /\bUPDATE\s+"?\w+"?(\."?\w+"?)?\s+SET\b/,
  /\bDELETE FROM\b/,
  /relation "[^"]*"/,
  /syntax error at or near/,
  /\bviolates (unique|foreign key|not-null|check|exclusion) constraint\b/,
  /duplicate key value/,
  /column "[^"]*" (does not exist|of relation|is of type)/,
  /invalid input syntax for/,
  /invalid byte sequence for encoding/,
  /unsupported Unicode escape sequence/,
  /value too long for type/,
  /index row (size|requires)/,
  /out of range for type/,
  /"\w+"\."\w+"/, // a schema-qualified identifier: "social"."posts"
  /\$\d+::\w+/, // a bind parameter with a cast
];

function excerpt(text: string, match: RegExpExecArray): string {
  const start = Math.max(0, match.index - 60);
  return text.slice(start, match.index + match[0].length + 60).replace(/\s+/g, ' ');
}

/** The JSON escapes an answer carries undone, so patterns see what a reader would. */
function readable(body: string): string {
  return body.replace(/\\"/g, '"').replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
}

/** The codes of every GraphQL error (`errors[].extensions.code`) and of a REST error (`code`). */
function codesOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    const codes: string[] = [];
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const o = node as Record<string, unknown>;
      if (typeof o.code === 'string') codes.push(o.code);
      if (o.extensions && typeof o.extensions === 'object') visit(o.extensions);
      if (Array.isArray(o.errors)) o.errors.forEach(visit);
      if (Array.isArray(o.payload)) o.payload.forEach(visit);
    };
    visit(parsed);
    return codes;
  } catch {
    return [];
  }
}

/** Every offence an answer commits (empty: the answer is acceptable, whatever it says). */
export function offencesOf(answer: Answer): Offence[] {
  const out: Offence[] = [];
  if (answer.transportError) out.push({ type: 'no-answer', evidence: answer.transportError });
  if (answer.status !== undefined && answer.status >= 500) out.push({ type: 'http-5xx', evidence: `HTTP ${answer.status}: ${(answer.body ?? '').slice(0, 300)}` });
  if (answer.wsCloseCode === 1011 || answer.wsCloseCode === 4500)
    out.push({ type: 'ws-internal-close', evidence: `close ${answer.wsCloseCode}: ${(answer.body ?? '').slice(0, 300)}` });
  const body = answer.body ?? '';
  if (codesOf(body).includes('INTERNAL_SERVER_ERROR')) out.push({ type: 'internal-error-code', evidence: body.slice(0, 400) });
  const text = readable(body);
  for (const re of STACK) {
    const m = re.exec(text);
    if (m) {
      out.push({ type: 'stack-trace', evidence: excerpt(text, m) });
      break;
    }
  }
  for (const re of SQL) {
    const m = re.exec(text);
    if (m) {
      out.push({ type: 'sql', evidence: excerpt(text, m) });
      break;
    }
  }
  return out;
}
