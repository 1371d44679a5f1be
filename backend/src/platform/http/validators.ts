import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { checkWhatsapp } from '../whatsapp-number.js';

/** Trims strings before validation, so '  ' counts as empty. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Links we store and later render: a site path (/uploads/…, /images/…) or an http(s) URL — never javascript: or data:. */
export function IsSafeUrl(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSafeUrl',
      validator: {
        validate: (value) => {
          if (value === null || value === '') return true;
          if (typeof value !== 'string' || value.length > 1000 || /[\s<>"'`]/.test(value)) return false;
          if (/^\/(uploads|images)\/[\w./-]+$/.test(value) && !value.includes('..')) return true;
          try {
            const url = new URL(value);
            return url.protocol === 'https:' || url.protocol === 'http:';
          } catch {
            return false;
          }
        },
      },
    },
    options,
  );
}

/** Another property must hold the same value (password confirmation). */
export function EqualsProperty(property: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'equalsProperty',
      constraints: [property],
      validator: { validate: (value, args) => value === (args?.object as Record<string, unknown>)[property] },
    },
    options,
  );
}

/** Route ids: a positive integer, or the resource cannot exist (404). */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = Number(value);
    if (!/^\d{1,10}$/.test(value) || id < 1 || id > 2_147_483_647) throw new NotFoundException('Recurso no encontrado');
    return id;
  }
}

/** A WhatsApp number: normalised to E.164 before validation, refused with the message of its country's rule. */
export function IsWhatsappNumber(): PropertyDecorator {
  const countryOf = (object: unknown) => (object as { country?: unknown }).country;
  const normalise = Transform(({ value, obj }) => {
    const check = checkWhatsapp(value, countryName(countryOf(obj)));
    return check.ok ? check.e164 : value;
  });
  const validate = ValidateBy({
    name: 'isWhatsappNumber',
    validator: {
      validate: (value, args) => checkWhatsapp(value, countryName(countryOf(args?.object))).ok,
      defaultMessage: (args) => {
        const check = checkWhatsapp(args?.value, countryName(countryOf(args?.object)));
        return check.ok ? '' : check.message;
      },
    },
  });
  return (target, key) => {
    normalise(target, key);
    validate(target, key);
  };
}

const countryName = (value: unknown) => (typeof value === 'string' ? value.trim() : null);
