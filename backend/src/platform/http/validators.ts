import { applyDecorators, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Validate, ValidateBy, type ValidationOptions } from 'class-validator';
import { checkWhatsapp, normalizedYoutubeUrl, personNameProblem } from '@multyhealth/rules';
import { isWebLink } from '../../shared/domain/stored-url.js';
import { MAX_URL, StoredMediaRule, type StoredMediaOptions } from './stored-media-rule.js';
import { normalizedSocialLink, socialLinkMessage, type SocialNetwork } from '@multyhealth/rules';

/** Trims strings before validation, so '  ' counts as empty. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Plain links we store and later render: a path to one of our files or an http(s) URL — never javascript: or data:. */
export function IsSafeUrl(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSafeUrl',
      validator: {
        validate: (value) =>
          value === null || value === '' || (typeof value === 'string' && value.length <= MAX_URL && isWebLink(value)),
      },
    },
    options,
  );
}

/** A person's name (the shared rule in rules/src/person-name.ts), with the Spanish message of the rule it breaks. */
export function IsPersonName(): PropertyDecorator {
  return ValidateBy({
    name: 'isPersonName',
    validator: {
      validate: (value) => personNameProblem(value) === null,
      defaultMessage: (args) => personNameProblem(args?.value) ?? '',
    },
  });
}

/** An image the pages can show: a file of this site or of the configured cloud storage (StoredMediaRule). */
export function IsStoredImageUrl(options: ValidationOptions): PropertyDecorator {
  const rule: StoredMediaOptions = { kind: 'image' };
  return Validate(StoredMediaRule, [rule], options);
}

/**
 * A YouTube link (the shared rule in rules/src/youtube.ts), stored in its embed form; with `orUploadedVideo`, an uploaded video
 * file (/uploads/… or cloud storage) is accepted too. Empty and null pass (they mean "no video").
 */
export function IsYoutubeLink(options: ValidationOptions & { orUploadedVideo?: boolean }): PropertyDecorator {
  const { orUploadedVideo = false, ...validation } = options;
  const normalize = Transform(({ value }) =>
    typeof value === 'string' ? (normalizedYoutubeUrl(value) ?? value.trim()) : value,
  );
  if (orUploadedVideo) {
    const rule: StoredMediaOptions = { kind: 'youtube-or-uploaded-video' };
    return applyDecorators(normalize, Validate(StoredMediaRule, [rule], validation));
  }
  return applyDecorators(
    normalize,
    ValidateBy(
      {
        name: 'isYoutubeLink',
        validator: {
          validate: (value) =>
            value === null ||
            value === '' ||
            (typeof value === 'string' && value.length <= MAX_URL && normalizedYoutubeUrl(value) === value),
        },
      },
      validation,
    ),
  );
}

/**
 * A profile link on one social network (shared/domain/social-links.ts), stored in its normalised form. Absent, null
 * and '' pass (absent keeps the saved link, the others remove it).
 */
export function IsSocialLink(network: SocialNetwork): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) =>
      typeof value === 'string' ? value.trim() && (normalizedSocialLink(network, value) ?? value) : value,
    ),
    ValidateBy({
      name: 'isSocialLink',
      validator: {
        validate: (value) =>
          value === undefined ||
          value === null ||
          value === '' ||
          (typeof value === 'string' && normalizedSocialLink(network, value) === value),
        defaultMessage: () => socialLinkMessage(network),
      },
    }),
  );
}

/** An object whose keys are all among `keys` (a nested DTO would otherwise drop the others silently). */
export function HasOnlyKeys(keys: readonly string[], options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasOnlyKeys',
      validator: {
        validate: (value) =>
          !!value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.keys(value).every((key) => keys.includes(key)),
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
