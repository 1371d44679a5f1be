import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { ValidationError } from '../../shared/domain/errors.js';
import type { ListQuery } from '../../shared/domain/list-query.js';

/** The query string of react-admin's ra-data-simple-rest: JSON-encoded sort, range and filter. */
export class ListQueryDto {
  @ApiPropertyOptional({ example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"ana"}' })
  @IsOptional()
  @IsString()
  filter?: string;

  toListQuery(): ListQuery {
    const query: ListQuery = { filter: {} };
    if (this.sort) {
      const sort = parseJson(this.sort, 'sort');
      if (
        !Array.isArray(sort) ||
        typeof sort[0] !== 'string' ||
        !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
      ) {
        throw new ValidationError('El parámetro sort debe ser ["campo","ASC"|"DESC"]', 'sort');
      }
      query.sort = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
    }
    if (this.range) {
      const range = parseJson(this.range, 'range');
      const [start, end] = Array.isArray(range) ? range : [];
      if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end - start >= 1000) {
        throw new ValidationError('El parámetro range debe ser [inicio,fin] (máximo 1000 elementos)', 'range');
      }
      query.range = { start, end };
    }
    if (this.filter) {
      const filter = parseJson(this.filter, 'filter');
      if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
        throw new ValidationError('El parámetro filter debe ser un objeto JSON', 'filter');
      }
      query.filter = filter as Record<string, unknown>;
    }
    return query;
  }
}

function parseJson(value: string, field: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new ValidationError(`El parámetro ${field} no es JSON válido`, field);
  }
}
