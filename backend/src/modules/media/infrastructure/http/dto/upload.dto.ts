import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';

export class UploadedImageDto {
  @ApiProperty({
    example: '/uploads/images/6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f.webp',
    description: 'URL pública de la imagen optimizada (WebP)',
  })
  url: string;

  @ApiProperty({ format: 'uuid', description: 'Identificador del archivo, para borrarlo' })
  publicId: string;
}

export class UploadedVideoDto {
  @ApiProperty({
    example: '/uploads/videos/6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f.mp4',
    description: 'URL pública del video',
  })
  videoPath: string;

  @ApiProperty({ format: 'uuid' })
  publicId: string;
}

export class UploadedPdfDto {
  @ApiProperty({
    example: '/uploads/pdfs/6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f.pdf',
    description: 'URL pública del PDF',
  })
  url: string;

  @ApiProperty({ format: 'uuid' })
  publicId: string;
}

export class DeleteUploadDto {
  @ApiProperty({ example: '/uploads/images/6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f.webp' })
  @MaxLength(1000, { message: 'La URL del archivo no es válida' })
  @MinLength(1, { message: 'La URL del archivo es obligatoria' })
  @IsString({ message: 'La URL del archivo es obligatoria' })
  fileUrl: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'El identificador del archivo no es válido' })
  publicId?: string;
}

export class SuccessDto {
  @ApiProperty({ example: true }) success: boolean;
}

/** Swagger schema of a multipart body with one file field. */
export function fileBody(field: string, description: string) {
  return {
    schema: {
      type: 'object' as const,
      required: [field],
      properties: { [field]: { type: 'string' as const, format: 'binary', description } },
    },
  };
}
