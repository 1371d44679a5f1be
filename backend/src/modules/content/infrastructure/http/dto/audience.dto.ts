import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../../platform/http/validators.js';

/** An optional place name of at most 100 characters (decorators listed in the order they apply). */
const PlaceName = (label: string, example: string) =>
  applyDecorators(
    MaxLength(100, { message: `${label} no puede tener más de 100 caracteres` }),
    IsString({ message: `${label} debe ser texto` }),
    Trim(),
    IsOptional(),
    ApiPropertyOptional({ example }),
  );

/** Where a distributor's page is seen from (the distributor's city and country). */
export class AudienceQueryDto {
  @PlaceName('La ciudad', 'Medellín') city?: string;
  @PlaceName('El país', 'Colombia') country?: string;
}
