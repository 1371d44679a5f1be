import { Inject, Injectable, type INestApplicationContext } from '@nestjs/common';
import {
  useContainer,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { normalizedYoutubeUrl } from '@multyhealth/rules';
import { APP_CONFIG, type AppConfig } from '../../shared/domain/settings.js';
import { isLocalFilePath, isUnderBase } from '../../shared/domain/stored-url.js';

/** Longest URL any stored URL column takes. */
export const MAX_URL = 1000;

/** What a stored media field accepts besides a file of ours: nothing more (an image), or a YouTube link (a video). */
export interface StoredMediaOptions {
  kind: 'image' | 'youtube-or-uploaded-video';
}

/**
 * Media the pages show under their Content-Security-Policy: a file of this site (/uploads/…, or /images/… shipped
 * with it) or an object under the configured cloud storage URL (the CSP allows that origin). class-validator gets
 * this class from Nest's container (useValidationRulesOf, below), so it reads the application's configuration.
 * Empty and null pass: they mean "no file".
 */
@ValidatorConstraint({ name: 'isStoredMedia' })
@Injectable()
export class StoredMediaRule implements ValidatorConstraintInterface {
  private readonly cloudBases: string[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cloudBases = config.media.s3 ? [config.media.s3.publicUrl] : [];
  }

  validate(value: unknown, args: ValidationArguments): boolean {
    if (value === null || value === '') return true;
    if (typeof value !== 'string' || value.length > MAX_URL) return false;
    const { kind } = args.constraints[0] as StoredMediaOptions;
    if (kind === 'image') return this.isStoredFile(value, true);
    return normalizedYoutubeUrl(value) === value || this.isStoredFile(value, false);
  }

  private isStoredFile(value: string, shipped: boolean): boolean {
    return isLocalFilePath(value, { shipped }) || this.cloudBases.some((base) => isUnderBase(value, base));
  }
}

/**
 * Lets class-validator take StoredMediaRule from the application's container; every other rule class it still builds
 * itself (`fallback`). Called once per application, before it serves requests.
 */
export function useValidationRulesOf(app: INestApplicationContext): void {
  const storedMedia = app.get(StoredMediaRule);
  useContainer(
    { get: <T>(rule: new (...args: never[]) => T): T => (rule === StoredMediaRule ? storedMedia : undefined) as T },
    { fallback: true },
  );
}
