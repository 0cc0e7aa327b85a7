import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ChangeEvent, Ref } from 'react';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  helper?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  testId: string;
  placeholder?: string;
  /** The input element, for a form that moves focus to the first field that failed. */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled input whose server-side error shows right under it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  helper,
  type = 'text',
  autoComplete,
  required,
  multiline,
  testId,
  placeholder,
  inputRef,
}: TextFieldProps) {
  const handle = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      {/* No asterisk: the label text stays exactly the field's name for assistive tech and tests. */}
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea ref={inputRef} name={name} value={value} onChange={handle} data-testid={testId} placeholder={placeholder} autoresize />
      ) : (
        <Input ref={inputRef} name={name} type={type} value={value} onChange={handle} autoComplete={autoComplete} data-testid={testId} placeholder={placeholder} />
      )}
      {error ? <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
