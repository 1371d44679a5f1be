import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { RequestHandler } from 'express';

export const NOT_JSON_MESSAGE = 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json)';

/**
 * A body the API cannot read (text/plain, XML, none declared) is refused with 415, as the API document says, instead of
 * reaching the handler as an empty body. JSON is what the endpoints read; uploads are multipart/form-data; forms may
 * still arrive urlencoded (the parser installed beside JSON's).
 */
export function jsonBodiesOnly(): RequestHandler {
  return (request, _response, next) => {
    // Nothing to read (no body, or one of 0 bytes: a POST that only names its target): nothing to refuse.
    const length = request.headers['content-length'];
    if (length === '0' || (length === undefined && request.headers['transfer-encoding'] === undefined)) return next();
    const readable = request.is(['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']);
    // false: a body of a type no parser reads.
    if (readable !== false || !request.path.startsWith('/api/')) return next();
    const errors = { body: NOT_JSON_MESSAGE };
    next(new UnsupportedMediaTypeException({ statusCode: 415, message: NOT_JSON_MESSAGE, errors }));
  };
}
