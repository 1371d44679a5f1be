import { DomainError } from './errors.js';

/** Something the request needs (a store, a service) cannot serve it now; the client may retry shortly (503). */
export class ServiceUnavailableError extends DomainError {}

/** The storage has no room left for what was sent (507); retrying will not help until someone frees space. */
export class InsufficientStorageError extends DomainError {}
