import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
  testId?: string;
  disabled?: boolean;
}

/** A labelled native select, as TextField is a labelled input: the value is one of `options`' values. */
export function SelectField<V extends string>({ label, value, options, onChange, testId, disabled }: SelectFieldProps<V>) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field data-testid={testId} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
