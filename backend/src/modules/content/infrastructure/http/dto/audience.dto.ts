import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../../platform/http/validators.js';

/** Where a distributor's page is seen from (the distributor's city and country). */
export class AudienceQueryDto {
  @ApiPropertyOptional({ example: 'Medellín' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'La ciudad debe ser texto' })
  @MaxLength(100, { message: 'La ciudad no puede tener más de 100 caracteres' })
  city?: string;

  @ApiPropertyOptional({ example: 'Colombia' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'El país debe ser texto' })
  @MaxLength(100, { message: 'El país no puede tener más de 100 caracteres' })
  country?: string;
}
