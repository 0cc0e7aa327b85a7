// Every form runs on react-hook-form with a zod schema: the schema's issues become messages
// beside their fields before anything is sent, and the server's own refusals (extensions.field)
// land on the same fields afterwards, so a member sees one kind of message wherever it came from.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { formErrors } from '../errors/graphql-errors';

/** Where a message for the whole form lives (react-hook-form keeps root errors out of the values). */
export const FORM_ERROR = 'root.server' as const;

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    // Quiet while typing the first time; once a submit has shown a message, it clears as soon as the field is right.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** Puts an API failure on the form: per field where the server named one, otherwise on the whole form. */
export function applyServerErrors<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'setError'>, error: unknown, fields: readonly Path<V>[]): void {
  const errors = formErrors<Path<V>>(error, fields);
  for (const field of fields) {
    const message = errors.fields[field];
    if (message) form.setError(field, { type: 'server', message });
  }
  if (errors.form) form.setError(FORM_ERROR, { type: 'server', message: errors.form });
}
