import { Body, Controller, Delete, HttpCode, Post, UploadedFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Audited } from '../../../../platform/audit/audited.js';
import { Authenticated, CurrentUser } from '../../../../platform/auth/guards.js';
import { MediaFilesService } from '../../application/media-files.service.js';
import { UploadService } from '../../application/upload.service.js';
import { MAX_IMAGE_BYTES, MESSAGES } from '../../domain/upload-rules.js';
import { DeleteUploadDto, SuccessDto, UploadedImageDto } from './dto/upload.dto.js';
import { FileUpload } from './file-upload.js';

@ApiTags('Archivos')
@Authenticated()
@Controller('upload')
export class UploadController {
  constructor(
    private readonly uploads: UploadService,
    private readonly files: MediaFilesService,
  ) {}

  @Post()
  @FileUpload(
    {
      field: 'image',
      maxBytes: MAX_IMAGE_BYTES,
      to: 'memory',
      missingMessage: MESSAGES.imageMissing,
      tooLargeMessage: () => MESSAGES.imageTooLarge,
    },
    'Imagen JPEG, PNG, WebP o HEIC/HEIF, de 1KB a 20MB',
  )
  @ApiOperation({
    summary: 'Sube una imagen (JPEG, PNG, WebP, HEIC) y la devuelve optimizada',
    description:
      'El tipo se juzga por el contenido del archivo. Se orienta según EXIF, se eliminan los metadatos (EXIF, GPS), ' +
      'se limita a 1600×1600 sin ampliar y se guarda como WebP (calidad 80). Mínimo 1KB, máximo 20MB, máximo 40 megapíxeles.',
  })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({
    description: 'Falta el archivo, es menor a 1KB, no es una imagen admitida, o no se puede procesar',
  })
  @ApiPayloadTooLargeResponse({
    description: 'El archivo debe ser menor a 20MB, o ya tienes el máximo de archivos subidos sin usar',
  })
  async upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UploadedImageDto> {
    const { url, publicId } = await this.uploads.uploadImage(file?.buffer, user.id);
    return { url, publicId };
  }

  @Delete()
  @Audited({
    action: 'upload.delete',
    targetType: 'upload',
    targetId: ({ body: { fileUrl, publicId } }) =>
      typeof fileUrl === 'string' ? fileUrl : typeof publicId === 'string' ? publicId : '',
    summary: () => 'Archivo subido eliminado',
  })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Borra un archivo subido',
    description: 'Solo quien lo subió o un administrador; para cualquier otro responde 404, como si no existiera.',
  })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({ description: 'La URL no es de nuestro almacenamiento o no es válida' })
  @ApiNotFoundResponse({ description: 'Archivo no encontrado (o de otro usuario)' })
  async delete(@CurrentUser() user: AuthUser, @Body() body: DeleteUploadDto): Promise<SuccessDto> {
    await this.files.deleteUpload(user, body.fileUrl, body.publicId);
    return { success: true };
  }
}
