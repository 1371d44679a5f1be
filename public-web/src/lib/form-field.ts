import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Props for a text field (the plain one of components/ui/text-field.ui.tsx, or MUI's in the dashboard) from a
 * react-hook-form form: the field's registration, and its error shown as the red state and the helper text.
 */
export function fieldOf<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => {
    const error = get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, name);
    return { ...form.register(name, options), error: Boolean(error), helperText: error?.message };
  };
}
