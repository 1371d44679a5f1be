import type { Validator } from 'react-admin';

/** Both fields must be filled; the message goes on each empty one (SPEC.md §5 'El título y la descripción son obligatorios'). */
export const requiredWith =
  (message: string): Validator =>
  (value) =>
    value === null || value === undefined || String(value).trim() === '' ? message : undefined;

export const minNumber =
  (min: number, message: string): Validator =>
  (value) =>
    value === null || value === undefined || value === '' || Number(value) >= min ? undefined : message;

export const positiveNumber =
  (message: string): Validator =>
  (value) =>
    value !== null && value !== undefined && value !== '' && Number(value) > 0 ? undefined : message;
