import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  type ValidationOptions,
} from 'class-validator';
import { IsSafeUrl, IsStoredImageUrl, IsYoutubeLink, Trim } from '../../../../../platform/http/validators.js';

// class-validator checks a property's decorators in reverse source order; applyDecorators fixes the order here, so a
// missing field reports "required" rather than a length or format message.

/** A required, trimmed text of at most `max` characters; `label` starts the length message ('El nombre'). */
export function RequiredText({
  max,
  required,
  label,
}: {
  max: number;
  required: string;
  label: string;
}): PropertyDecorator {
  return applyDecorators(
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, tooLong(label, max)),
  );
}

/** Optional text (null or omitted allowed) of at most `max` characters. */
export function OptionalText({ max, label }: { max: number; label: string }): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: `${label} ${verb(label, 'debe', 'deben')} ser texto` }),
    MaxLength(max, tooLong(label, max)),
  );
}

/** A required image this site can show: an uploaded file (or one shipped with the site), never another host. */
export function RequiredImageUrl({ required, label }: { required: string; label: string }): PropertyDecorator {
  return applyDecorators(
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    IsStoredImageUrl(notStoredFile(label)),
  );
}

export function OptionalImageUrl({ label }: { label: string }): PropertyDecorator {
  return applyDecorators(IsOptional(), Trim(), IsStoredImageUrl(notStoredFile(label)));
}

/** Empty, a YouTube link (stored in its embed form) or an uploaded video file. */
export function OptionalVideoUrl({ label }: { label: string }): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsYoutubeLink({
      orUploadedVideo: true,
      message: `${label} debe ser un enlace de YouTube o un archivo subido a este sitio`,
    }),
  );
}

/** An optional whole number between `min` and `max` (digit strings from forms accepted), one message for any wrong value. */
/** `notInteger` says why 1.5 is refused when the range message would mislead. */
export function OptionalInteger({
  min,
  max,
  message,
  notInteger = message,
}: {
  min: number;
  max: number;
  message: string;
  notInteger?: string;
}): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    ToInteger(),
    IsInt({ message: notInteger }),
    Min(min, { message }),
    Max(max, { message }),
  );
}

export function OptionalBoolean({ message }: { message: string }): PropertyDecorator {
  return applyDecorators(IsOptional(), IsBoolean({ message }));
}

/** An item's position in its list (0 or more); `initial` is what an omitted value becomes on create. */
export function OrderField({ initial }: { initial: number }): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: initial }),
    OptionalInteger({ min: 0, max: 100_000, message: 'El orden debe ser un número entero no negativo' }),
  );
}

/** Whether the item is shown; omitted on create it is. */
export function ActiveField(docs: ApiPropertyOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: true, ...docs }),
    OptionalBoolean({ message: 'Activo debe ser verdadero o falso' }),
  );
}

/** An optional calendar date written AAAA-MM-DD; an impossible day (2026-02-30) is refused, a blank one means none. */
export function OptionalDate({ label }: { label: string }): PropertyDecorator {
  const message = `${label} debe ser una fecha válida (AAAA-MM-DD)`;
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' && !value.trim() ? null : value)),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message }),
    IsISO8601({ strict: true }, { message }),
  );
}

/** An optional link: http(s) or a file of this site, never javascript: or data: (IsSafeUrl). */
export function OptionalLink({ label }: { label: string }): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Trim(),
    IsSafeUrl({ message: `${label} debe ser un enlace http(s) o un archivo de este sitio` }),
  );
}

/** Empty, or a YouTube link with a valid 11-character id, stored in its embed form. */
export function OptionalYoutubeUrl({ message }: { message: string }): PropertyDecorator {
  return applyDecorators(IsOptional(), IsYoutubeLink({ message }));
}

/** An optional list of short texts; form list inputs send blank rows as null, which are dropped (blank strings are dropped by the domain). */
export function OptionalTextList({
  maxItems,
  maxLength,
  plural,
  singular,
}: {
  maxItems: number;
  maxLength: number;
  plural: string;
  singular: string;
}): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) =>
      Array.isArray(value) ? value.filter((item) => item !== null && item !== undefined) : value,
    ),
    IsArray({ message: `${plural} deben ser una lista` }),
    ArrayMaxSize(maxItems, {
      message: `No puede haber más de ${maxItems} ${plural.replace(/^Los /, '').toLowerCase()}`,
    }),
    IsString({ each: true, message: `Cada ${singular} debe ser texto` }),
    MaxLength(maxLength, { each: true, message: `Cada ${singular} puede tener como máximo ${maxLength} caracteres` }),
  );
}

/** Whole numbers may arrive as digit strings from HTML forms; an empty string means absent. */
const ToInteger = () =>
  Transform(({ value }) =>
    typeof value === 'string'
      ? /^\s*-?\d{1,12}\s*$/.test(value)
        ? Number(value)
        : value.trim()
          ? value
          : null
      : value,
  );

/** 'debe' or 'deben': labels are Spanish noun phrases such as 'El título' or 'Los beneficios'. */
const verb = (label: string, singular: string, plural: string) => (/^(Los|Las) /.test(label) ? plural : singular);
const tooLong = (label: string, max: number): ValidationOptions => ({
  message: `${label} no ${verb(label, 'puede', 'pueden')} tener más de ${max} caracteres`,
});
const notStoredFile = (label: string): ValidationOptions => ({
  message: `${label} debe ser un archivo subido a este sitio`,
});
