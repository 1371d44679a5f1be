import type { components } from '../../../api-types/openapi';

/** A body the API sends or accepts, generated from the backend's OpenAPI document (`npm run api:types`). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
