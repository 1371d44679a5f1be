import { ApiProperty } from '@nestjs/swagger';

export class CleanupResultDto {
  @ApiProperty({ example: 'Se limpiaron 3 elementos: 1 referencias a archivos inexistentes y 2 archivos sin uso' }) message: string;
  @ApiProperty({ example: 3, description: 'Referencias rotas limpiadas + archivos sin uso borrados' }) cleanedCount: number;
}

export class MigrationCountsDto {
  @ApiProperty() success: number;
  @ApiProperty() failed: number;
  @ApiProperty({ description: 'Ya en la nube, externas o incluidas en el sitio (/images/…)' }) skipped: number;
}

export class MigrationResultsDto {
  @ApiProperty({ type: MigrationCountsDto }) users: MigrationCountsDto;
  @ApiProperty({ type: MigrationCountsDto }) gallery: MigrationCountsDto;
  @ApiProperty({ type: MigrationCountsDto }) announcements: MigrationCountsDto;
}

export class MigrationResponseDto {
  @ApiProperty({ type: MigrationResultsDto }) results: MigrationResultsDto;
}
