import { cleanupSummary } from './files-cleanup.service.js';

describe('cleanup summary', () => {
  it('says what was removed per kind, with Spanish plurals', () => {
    expect(cleanupSummary({ clearedLinks: 0, deletedImages: 0, unusedFiles: 1 })).toBe(
      'Se limpió 1 elemento: 1 archivo sin uso borrado',
    );
    expect(cleanupSummary({ clearedLinks: 1, deletedImages: 1, unusedFiles: 1 })).toBe(
      'Se limpiaron 3 elementos: 1 enlace a un archivo inexistente vaciado, 1 imagen de galería o del equipo sin archivo eliminada y 1 archivo sin uso borrado',
    );
    expect(cleanupSummary({ clearedLinks: 2, deletedImages: 0, unusedFiles: 0 })).toBe(
      'Se limpiaron 2 elementos: 2 enlaces a archivos inexistentes vaciados',
    );
    expect(cleanupSummary({ clearedLinks: 0, deletedImages: 0, unusedFiles: 0 })).toBe(
      'No se encontraron archivos rotos ni sin uso',
    );
  });
});
