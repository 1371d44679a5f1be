import type { Validator } from 'react-admin';

/**
 * Both fields must be filled; the message goes on each empty one.
 * Marked `isRequired` like react-admin's own required(), so the label shows its asterisk.
 */
export const requiredWith = (message: string): Validator =>
  Object.assign(
    (value: unknown) =>
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? message : undefined,
    { isRequired: true },
  );

export const minNumber =
  (min: number, message: string): Validator =>
  (value) =>
    value === null || value === undefined || value === '' || Number(value) >= min ? undefined : message;

export const positiveNumber = (message: string): Validator =>
  Object.assign(
    (value: unknown) =>
      value !== null && value !== undefined && value !== '' && Number(value) > 0 ? undefined : message,
    { isRequired: true },
  );

/** A form's onSubmit that sends the values and hands the server's per-field messages back to the inputs. */
export function submitTo<T>(send: (values: T) => Promise<unknown>) {
  return async (values: Record<string, unknown>) => {
    try {
      await send(values as T);
    } catch (e) {
      return (e as { body?: { errors?: Record<string, string> } })?.body?.errors;
    }
  };
}
