// Login and register share their form mechanics: field values, the server's per-field and
// form errors, and signing in with the token the mutation returns.
import { useState, type FormEvent } from 'react';
import { formErrors, type FormErrors } from '../errors/graphql-errors';
import { useSession } from '../session/session-context';
import { storeDeviceId } from '../session/token-store';
import type { SessionUserFragment } from '../generated/graphql';

export function useAuthForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  run: (values: Record<F, string>) => Promise<{ token: string; user: SessionUserFragment; deviceId?: string | null } | null | undefined>,
) {
  const { signIn } = useSession();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {}, form: null });
  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {}, form: null });
    try {
      const session = await run(values);
      // Signing in re-renders the guard around the page, which returns the member where they were going.
      if (session?.deviceId) storeDeviceId(session.deviceId);
      if (session) signIn(session);
    } catch (error) {
      setErrors(formErrors(error, fields));
    }
  };

  return { values, set, errors, submit };
}
