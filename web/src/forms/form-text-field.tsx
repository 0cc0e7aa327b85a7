// A TextField bound to a react-hook-form field: its value, its change handler and the message
// (from the schema or from the server) that shows under it, and its input for react-hook-form to
// focus when it is the first field that failed.
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../components/text-field';

type Props<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
  control: Control<V>;
  name: Path<V>;
};

export function FormTextField<V extends FieldValues>({ control, name, ...rest }: Props<V>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <TextField {...rest} name={name} value={typeof value === 'string' ? value : ''} onChange={field.onChange} error={fieldState.error?.message} inputRef={field.ref} />
  );
}
