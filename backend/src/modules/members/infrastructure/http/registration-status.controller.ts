import {
  Controller,
  Get,
  Header,
  NotFoundException,
  Param,
  Post,
  Query,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { SingleFileUpload } from '../../../../platform/http/single-file-upload.interceptor.js';
import { RegistrationStatusService, UNKNOWN_REGISTRATION } from '../../application/registration-status.service.js';
import { RegistrationStatusDto } from './dto/registration-status.dto.js';
import { RegistrationLinkGuard, TOKEN_FORMAT } from './registration-link.guard.js';

const MB = 1024 * 1024;
const PROOF_MISSING = 'Debes adjuntar el comprobante en el campo "file"';

@ApiTags('Autenticación y registro')
@Controller('registration')
export class RegistrationStatusController {
  constructor(private readonly registrations: RegistrationStatusService) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Estado de un registro por su enlace privado: nombre, valor a pagar, estado y si ya envió el comprobante',
  })
  @ApiQuery({
    name: 'id',
    required: false,
    description: 'Transacción con la que vuelve del pago en línea: se consulta y se aplica antes de responder',
  })
  @ApiOkResponse({ type: RegistrationStatusDto })
  @ApiNotFoundResponse({ description: 'Enlace desconocido' })
  view(@Param('token') token: string, @Query('id') transactionId?: unknown): Promise<RegistrationStatusDto> {
    if (!TOKEN_FORMAT.test(token)) throw new NotFoundException(UNKNOWN_REGISTRATION);
    return this.registrations.view(token, typeof transactionId === 'string' ? transactionId : undefined);
  }

  @Post(':token/proof')
  @UseGuards(RegistrationLinkGuard)
  @UseInterceptors(
    SingleFileUpload({
      field: 'file',
      maxBytes: 5 * MB,
      to: 'memory',
      missingMessage: PROOF_MISSING,
      tooLargeMessage: () => 'El archivo debe ser menor a 5MB',
    }),
  )
  @ApiOperation({
    summary: 'Sube el comprobante de pago (JPEG, PNG, WebP o PDF, máximo 5MB); reemplaza el anterior',
    description:
      'El tipo se juzga por el contenido. Las imágenes se optimizan como cualquier subida; los PDF se guardan tal cual. Es privado: solo un administrador lo ve.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'Imagen o PDF, de 1KB a 5MB' } },
    },
  })
  @ApiCreatedResponse({ type: RegistrationStatusDto })
  @ApiBadRequestResponse({ description: 'Falta el archivo, es menor a 1KB o no es una imagen o PDF' })
  @ApiPayloadTooLargeResponse({ description: 'El archivo debe ser menor a 5MB' })
  @ApiNotFoundResponse({ description: 'Enlace desconocido' })
  @ApiConflictResponse({ description: 'El registro ya no está pendiente de pago' })
  uploadProof(
    @Param('token') token: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<RegistrationStatusDto> {
    return this.registrations.uploadProof(token, file?.buffer);
  }
}
