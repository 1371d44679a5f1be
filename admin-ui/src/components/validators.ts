import type { Validator } from 'react-admin';

/**
 * Both fields must be filled; the message goes on each empty one.
 * Marked `isRequired` like react-admin's own required(), so the label shows its asterisk.
 */
export const requiredWith = (message: string): Validator =>
  Object.assign(
    (value: unknown) => (value === null || value === undefined || String(value).trim() === '' ? message : undefined),
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
