import { Get, HttpCode, Post, UploadedFile, Controller } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Audited } from '../../../../platform/audit/audited.js';
import { CurrentUser, AdminOnly } from '../../../../platform/auth/guards.js';
import { cleanupSummary, FilesCleanupService } from '../../application/files-cleanup.service.js';
import { ImageMigrationService } from '../../application/image-migration.service.js';
import { UploadService } from '../../application/upload.service.js';
import { MAX_PDF_BYTES, MAX_VIDEO_BYTES, MESSAGES, videoTooLargeMessage } from '../../domain/upload-rules.js';
import { CleanupResultDto, MigrationAvailabilityDto, MigrationResponseDto } from './dto/admin-media.dto.js';
import { FileUpload } from './file-upload.js';
import { UploadedPdfDto, UploadedVideoDto } from './dto/upload.dto.js';

@ApiTags('Administración: archivos')
@AdminOnly()
@Controller('admin')
export class AdminMediaController {
  constructor(
    private readonly uploads: UploadService,
    private readonly cleanupService: FilesCleanupService,
    private readonly migration: ImageMigrationService,
  ) {}

  @Post('upload-video')
  @FileUpload(
    {
      field: 'video',
      maxBytes: MAX_VIDEO_BYTES,
      to: 'disk',
      missingMessage: MESSAGES.videoMissing,
      tooLargeMessage: videoTooLargeMessage,
    },
    'Video MP4, WebM o QuickTime, máximo 20MB',
  )
  @ApiOperation({ summary: 'Sube un video (MP4, WebM o MOV, máximo 20MB) para anuncios o el video corporativo' })
  @ApiCreatedResponse({ type: UploadedVideoDto })
  @ApiBadRequestResponse({ description: 'Falta el archivo o no es un video admitido' })
  @ApiPayloadTooLargeResponse({
    description:
      'El archivo es demasiado grande (23.4MB). Máximo permitido para anuncios: 20MB; o demasiados archivos subidos sin usar',
  })
  async uploadVideo(
    @CurrentUser() admin: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UploadedVideoDto> {
    const stored = await this.uploads.uploadVideo(file && { path: file.path, size: file.size }, admin.id);
    return { videoPath: stored.url, publicId: stored.id };
  }

  @Post('upload-pdf')
  @FileUpload(
    {
      field: 'file',
      maxBytes: MAX_PDF_BYTES,
      to: 'disk',
      missingMessage: MESSAGES.pdfMissing,
      tooLargeMessage: () => MESSAGES.pdfTooLarge,
    },
    'Documento PDF, de 1KB a 20MB',
  )
  @ApiOperation({
    summary: 'Sube un PDF (máximo 20MB) para el material de los distribuidores',
    description: 'El tipo se juzga por el contenido; se guarda tal cual y se sirve como descarga.',
  })
  @ApiCreatedResponse({ type: UploadedPdfDto })
  @ApiBadRequestResponse({ description: 'Falta el archivo o no es un PDF' })
  @ApiPayloadTooLargeResponse({ description: 'El PDF debe ser menor a 20MB, o demasiados archivos subidos sin usar' })
  async uploadPdf(
    @CurrentUser() admin: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UploadedPdfDto> {
    const stored = await this.uploads.uploadPdf(file && { path: file.path, size: file.size }, admin.id);
    return { url: stored.url, publicId: stored.id };
  }

  @Post('cleanup-files')
  @Audited({
    action: 'media.cleanup',
    targetType: 'storage',
    targetId: () => null,
    summary: ({ result }) => (result as CleanupResultDto).message,
    transaction: 'after',
  })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Limpia referencias a archivos que ya no existen y borra archivos sin uso de más de una hora',
    description:
      'Solo revisa nuestro almacenamiento (/uploads/… o la URL pública de S3). Referencias rotas: se vacía la columna; ' +
      'en gallery_images y team_images se borra la fila (la imagen es obligatoria).',
  })
  @ApiOkResponse({ type: CleanupResultDto })
  async cleanup(): Promise<CleanupResultDto> {
    const report = await this.cleanupService.cleanup();
    return {
      message: cleanupSummary(report),
      cleanedCount: report.clearedLinks + report.deletedImages + report.unusedFiles,
      ...report,
    };
  }

  @Get('migrate-all-images')
  @ApiOperation({ summary: 'Si la migración de imágenes a la nube se puede iniciar, y si no, por qué' })
  @ApiOkResponse({ type: MigrationAvailabilityDto })
  migrationAvailability(): MigrationAvailabilityDto {
    return this.migration.availability();
  }

  @Post('migrate-all-images')
  @Audited({
    action: 'media.migrate-images',
    targetType: 'storage',
    targetId: () => null,
    summary: ({ result }) => migrationSummary(result as MigrationResponseDto),
    transaction: 'after',
  })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Copia las imágenes locales de usuarios, galería y anuncios al almacenamiento en la nube',
    description:
      'Requiere MEDIA_STORAGE=s3. Copia, verifica, actualiza la URL y luego borra la copia local. Repetirla es seguro.',
  })
  @ApiOkResponse({ type: MigrationResponseDto })
  @ApiBadRequestResponse({ description: MESSAGES.cloudNotConfigured })
  async migrateAllImages(): Promise<MigrationResponseDto> {
    return { results: await this.migration.migrateAll() };
  }
}

function migrationSummary({ results }: MigrationResponseDto): string {
  return Object.entries(results)
    .map(
      ([kind, counts]) => `${kind}: ${counts.success} copiadas, ${counts.failed} fallidas, ${counts.skipped} omitidas`,
    )
    .join('; ');
}
