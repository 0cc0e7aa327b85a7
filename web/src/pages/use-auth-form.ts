// Login and register share their form mechanics: schema-checked values, the server's per-field
// and form errors (every field's at once, the first failing field focused), and signing in with the token the mutation returns (and keeping the device
// id the server gave, which the next sign-in sends back so a known device skips the lockout).
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, useZodForm } from '../forms/use-zod-form';
import type { SessionUserFragment } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { storeDeviceId } from '../session/token-store';

export function useAuthForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  fields: readonly Path<z.input<S>>[],
  initial: DefaultValues<z.input<S>>,
  run: (values: z.input<S>) => Promise<{ token: string; user: SessionUserFragment; deviceId?: string | null } | null | undefined>,
) {
  const { signIn } = useSession();
  const form = useZodForm(schema, initial);

  // The raw values are sent: the server normalises them itself (trimming, lower-casing the email).
  const submit = form.handleSubmit(async () => {
    try {
      const session = await run(form.getValues());
      // Signing in re-renders the guard around the page, which returns the member where they were going.
      if (session?.deviceId) storeDeviceId(session.deviceId);
      if (session) signIn(session);
    } catch (error) {
      applyServerErrors(form, error, fields);
      // The schema's own failures are focused by react-hook-form; the server's are focused here,
      // the first in the form's order, so the member lands on what to fix.
      const failed = fields.find((field) => form.getFieldState(field).error);
      if (failed) form.setFocus(failed);
    }
  });

  const formError = form.formState.errors.root?.server?.message ?? null;
  return { control: form.control, submit, formError };
}
