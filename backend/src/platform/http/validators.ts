import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { personNameProblem } from '../../shared/domain/person-name.js';

/** Trims strings before validation, so '  ' counts as empty. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** At least `min` digits once spaces, dashes, parentheses and '+' are ignored. */
export function HasDigits(min: number, max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasDigits',
      validator: {
        validate: (value) =>
          typeof value === 'string' && /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= min && value.replace(/\D/g, '').length <= max,
      },
    },
    options,
  );
}

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

/** A person's name (shared/domain/person-name.ts), with the Spanish message of the rule it breaks. */
export function IsPersonName(): PropertyDecorator {
  return ValidateBy({
    name: 'isPersonName',
    validator: {
      validate: (value) => personNameProblem(value) === null,
      defaultMessage: (args) => personNameProblem(args?.value) ?? '',
    },
  });
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
