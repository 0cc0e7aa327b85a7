// Turns an API failure into what a form shows: a message beside the field the server named
// (extensions.field on BAD_USER_INPUT / CONFLICT, and extensions.fields when one refusal names
// several), or one message for the whole form.

export const NETWORK_ERROR_MESSAGE = 'Could not reach Pulse. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface FormErrors<F extends string = string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown; fields?: unknown } & Record<string, unknown>;
}

interface ApolloErrorLike {
  message?: unknown;
  graphQLErrors?: ReadonlyArray<GraphQLErrorLike>;
  networkError?: { message?: unknown; result?: unknown } | null;
}

export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  const e = error as ApolloErrorLike | null | undefined;
  const direct = e?.graphQLErrors ?? [];
  if (direct.length) return [...direct];
  // A non-2xx response still carries GraphQL errors in its body.
  const body = e?.networkError?.result as { errors?: GraphQLErrorLike[] } | undefined;
  return Array.isArray(body?.errors) ? body.errors : [];
}

/**
 * A request that got no answer at all (offline, the page going away mid-request): a network
 * error with no GraphQL errors and no HTTP status. A server that answered, even with a 500, is
 * not one.
 */
export function isNetworkFailure(error: unknown): boolean {
  const e = error as { graphQLErrors?: readonly unknown[]; networkError?: { statusCode?: number } | null } | null | undefined;
  return Boolean(e?.networkError) && !e?.graphQLErrors?.length && e?.networkError?.statusCode === undefined;
}

// Unambiguous messages only: a bare 401 elsewhere is left to the start-up check's rules.
export const DEAD_TOKEN_MESSAGES = ['Invalid or expired token', 'malformed'];

/**
 * True when the API refused the request because its token is dead (revoked, expired,
 * malformed). The session then signs the member out with its own message (apollo/client.ts),
 * so a page has nothing of its own to report.
 */
export function isDeadTokenError(error: unknown): boolean {
  const networkMessage = (error as ApolloErrorLike | null | undefined)?.networkError?.message;
  const messages = [...graphQLErrorsOf(error).map((g) => g.message), typeof networkMessage === 'string' ? networkMessage : ''];
  return messages.some((m) => typeof m === 'string' && DEAD_TOKEN_MESSAGES.some((marker) => m.includes(marker)));
}

/** An error's first refusal as one message and the field it names, for a form field or a toast. */
export function firstFailure(error: unknown): { message: string; field: string | null } {
  const [first] = graphQLErrorsOf(error);
  if (first) {
    const field = first.extensions?.field;
    return { message: typeof first.message === 'string' && first.message ? first.message : UNEXPECTED_ERROR_MESSAGE, field: typeof field === 'string' ? field : null };
  }
  return { message: isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE, field: null };
}

/** The first `extensions.code` of an error, e.g. NOT_FOUND. */
export function errorCode(error: unknown): string | null {
  for (const g of graphQLErrorsOf(error)) if (typeof g.extensions?.code === 'string') return g.extensions.code;
  return null;
}

export function formErrors<F extends string>(error: unknown, knownFields: readonly F[]): FormErrors<F> {
  const result: FormErrors<F> = { fields: {}, form: null };
  if (!error) return result;
  const graphQLErrors = graphQLErrorsOf(error);
  for (const g of graphQLErrors) {
    const message = typeof g.message === 'string' && g.message ? g.message : UNEXPECTED_ERROR_MESSAGE;
    const field = g.extensions?.field;
    if (typeof field === 'string' && (knownFields as readonly string[]).includes(field)) {
      result.fields[field as F] ??= message;
    } else {
      result.form ??= message;
    }
    // A refusal naming several fields at once (registration: the email and the username both taken).
    const others = g.extensions?.fields;
    if (others && typeof others === 'object') {
      for (const [name, text] of Object.entries(others)) {
        if (typeof text === 'string' && text && (knownFields as readonly string[]).includes(name)) result.fields[name as F] ??= text;
      }
    }
  }
  if (!graphQLErrors.length) {
    const e = error as ApolloErrorLike;
    result.form = e.networkError ? NETWORK_ERROR_MESSAGE : typeof e.message === 'string' && e.message ? e.message : UNEXPECTED_ERROR_MESSAGE;
  }
  return result;
}

/**
 * `formErrors` as one record for a form's state: each known field's message under its name, and
 * the rest under `form` (undefined when there is none), so a refusal lands beside its field.
 */
export function fieldErrors<F extends string>(error: unknown, knownFields: readonly F[]): Partial<Record<F, string>> & { form: string | undefined } {
  const found = formErrors(error, knownFields);
  return { ...found.fields, form: found.form ?? undefined };
}
