import { InsufficientStorageError, ServiceUnavailableError } from './unavailable.errors.js';

/** The file store cannot take the file now (directory not writable, disk failing, object store down): 503. */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('No se pudo guardar el archivo en este momento. Inténtalo de nuevo en unos minutos.');
  }
}

/** The disk or the quota is full: 507. */
export class StorageFullError extends InsufficientStorageError {
  constructor() {
    super('No hay espacio para guardar el archivo. Avisa al administrador.');
  }
}
