import { randomUUID } from 'node:crypto';
import { access, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { variantOf } from '../../domain/image-variants.js';
import { SharpImageOptimizer } from '../imaging/sharp-image-optimizer.js';

const logger = new Logger('Media');
const optimizer = new SharpImageOptimizer();

/**
 * Images stored before variants existed (and the demo content) get theirs on first request: the variant is made from
 * the image, written next to it (atomically, so parallel requests never serve half a file) and then served like
 * any file. Only the known widths of existing images: nothing else can make the server write.
 */
export function missingVariants(root: string) {
  const pending = new Map<string, Promise<void>>();
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = req.path.replace(/^\/+/, '');
    const variant = variantOf(key);
    if (!variant) return next();
    const target = join(root, key);
    try {
      await access(target);
      return next();
    } catch {
      // Not made yet.
    }
    let work = pending.get(key);
    if (!work) {
      work = makeVariant(join(root, variant.image), target, variant.width).finally(() => pending.delete(key));
      pending.set(key, work);
    }
    try {
      await work;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        logger.warn(`No se pudo crear la variante ${key}: ${(error as Error).message}`);
    }
    next();
  };
}

async function makeVariant(source: string, target: string, width: number): Promise<void> {
  const data = await optimizer.resize(await readFile(source), width);
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}
