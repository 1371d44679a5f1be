import { applyDecorators, Get, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';

/** A GET route documented by its summary and what it answers (`[Dto]` for a list); `''` is the controller's path. */
export const ReadRoute = (path: string, summary: string, type: Type | [Type]) =>
  applyDecorators(Get(path), ApiOperation({ summary }), ApiOkResponse({ type }));
