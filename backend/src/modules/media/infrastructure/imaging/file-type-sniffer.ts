import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { FileSniffer } from '../../domain/file-sniffer.js';

/** file-type reads magic numbers; text formats (SVG, HTML, plain text) are not recognised, so they are refused. */
export class FileTypeSniffer extends FileSniffer {
  async fromBytes(data: Uint8Array): Promise<string | null> {
    return (await fileTypeFromBuffer(data))?.mime ?? null;
  }

  async fromFile(path: string): Promise<string | null> {
    return (await fileTypeFromFile(path))?.mime ?? null;
  }
}
