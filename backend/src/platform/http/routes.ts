import { applyDecorators, Delete, Get, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';

/** A GET route documented by its summary and what it answers (`[Dto]` for a list); `''` is the controller's path. */
export const ReadRoute = (path: string, summary: string, type: Type | [Type]) =>
  applyDecorators(Get(path), ApiOperation({ summary }), ApiOkResponse({ type }));

/** A DELETE route that answers the item it removed, documented by its summary. */
export const RemoveRoute = (path: string, summary: string, type: Type) =>
  applyDecorators(Delete(path), ApiOperation({ summary }), ApiOkResponse({ type }));
