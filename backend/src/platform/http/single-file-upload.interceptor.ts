import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import type { AppConfig } from '../../shared/domain/settings.js';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import { asStorageFailure } from '../storage-failure.js';

/** Boundaries and part headers around the file; a declared body larger than file limit + this is refused unread. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface SingleFileOptions {
  field: string;
  maxBytes: number;
  /** Images are optimized from memory (≤ 20 MB); videos go to a temporary file, never to memory. */
  to: 'memory' | 'disk';
  missingMessage: string;
  /** `bytes` is the declared size when known. */
  tooLargeMessage: (bytes: number | null) => string;
}

/**
 * Reads one multipart file with hard limits, before the handler runs and after the guards (so anonymous callers
 * never upload): a declared Content-Length over the limit is refused before reading a byte; multer's fileSize
 * stops a file that turns out larger; a body without Content-Length (chunked) is cut off once past the limit.
 */
export function SingleFileUpload(options: SingleFileOptions): Type<NestInterceptor> {
  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly upload: ReturnType<multer.Multer['single']>;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      const storage = options.to === 'memory' ? multer.memoryStorage() : diskStorage(join(config.dataDir, 'tmp'));
      this.upload = multer({
        storage,
        limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 100 },
      }).single(options.field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<Request>();
      const declared = declaredLength(request);
      if (declared !== null && declared > options.maxBytes + MULTIPART_OVERHEAD) {
        throw new PayloadTooLargeException(options.tooLargeMessage(declared));
      }
      await this.read(request, context.switchToHttp().getResponse<Response>(), declared);
      // The temporary file is gone before the response leaves, whatever the handler did.
      const cleanUp = () => removeTemporary(request.file);
      return next.handle().pipe(
        mergeMap(async (result) => (await cleanUp(), result)),
        catchError((error) => from(cleanUp()).pipe(mergeMap(() => throwError(() => error)))),
      );
    }

    private read(request: Request, response: Response, declared: number | null): Promise<void> {
      return new Promise((resolve, reject) => {
        this.upload(request, response, (error?: unknown) => (error ? reject(translate(error, declared)) : resolve()));
        if (declared === null) cutOffPast(request, options.maxBytes + MULTIPART_OVERHEAD);
      });
    }
  }

  function translate(error: unknown, declared: number | null): Error {
    if (error instanceof MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(options.tooLargeMessage(declared));
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(options.missingMessage);
      return new BadRequestException('El formulario enviado no es válido');
    }
    if (
      (error as { code?: string }).code === 'ECONNRESET' ||
      /Unexpected end|Malformed|multipart/i.test((error as Error).message)
    ) {
      return new BadRequestException('El formulario enviado no es válido');
    }
    // The temporary directory for large files cannot be written (multer removes its partial file): 503 or 507.
    return asStorageFailure(error) as Error;
  }

  return mixin(SingleFileUploadInterceptor);
}

function declaredLength(request: Request): number | null {
  const header = request.headers['content-length'];
  return header === undefined || !/^\d+$/.test(header) ? null : Number(header);
}

/** A chunked body has no declared size: count it as it streams and drop the connection once it passes the cap. */
function cutOffPast(request: Request, cap: number): void {
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= cap) return;
    request.off('data', count);
    request.destroy();
  };
  request.on('data', count);
}

function diskStorage(directory: string): multer.StorageEngine {
  mkdirSync(directory, { recursive: true });
  return multer.diskStorage({
    destination: directory,
    filename: (_request, _file, callback) => callback(null, `upload-${randomBytes(12).toString('hex')}`),
  });
}

async function removeTemporary(file: Express.Multer.File | undefined): Promise<void> {
  if (file?.path) await rm(file.path, { force: true });
}
