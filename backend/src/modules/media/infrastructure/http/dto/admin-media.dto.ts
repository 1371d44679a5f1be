import { ApiProperty } from '@nestjs/swagger';

export class CleanupResultDto {
  @ApiProperty({
    example: 'Se limpiaron 3 elementos: 1 enlace a un archivo inexistente vaciado y 2 archivos sin uso borrados',
  })
  message: string;
  @ApiProperty({ example: 3, description: 'Enlaces vaciados + imágenes eliminadas + archivos sin uso borrados' })
  cleanedCount: number;
  @ApiProperty({ example: 1, description: 'Enlaces a archivos inexistentes vaciados (el registro se conserva)' })
  clearedLinks: number;
  @ApiProperty({ example: 0, description: 'Imágenes de galería o del equipo eliminadas porque su archivo no existe' })
  deletedImages: number;
  @ApiProperty({ example: 2, description: 'Archivos sin uso (de más de una hora) borrados' }) unusedFiles: number;
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

export class MigrationAvailabilityDto {
  @ApiProperty({ description: 'Hay un almacenamiento de imágenes en la nube configurado (MEDIA_STORAGE=s3)' })
  available: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Por qué no se puede migrar, si no se puede',
    example: 'El almacenamiento en la nube no está configurado (MEDIA_STORAGE=s3)',
  })
  reason: string | null;
}
