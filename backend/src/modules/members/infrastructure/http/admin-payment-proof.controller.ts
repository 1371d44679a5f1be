import { Get, Param, Res, Controller } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { RegistrationStatusService } from '../../application/registration-status.service.js';

@ApiTags('Administración: usuarios')
@AdminOnly()
@Controller('admin/users')
export class AdminPaymentProofController {
  constructor(private readonly registrations: RegistrationStatusService) {}

  @Get(':id/payment-proof')
  @ApiOperation({ summary: 'Descarga el comprobante de pago de un registro (privado: solo administradores)' })
  @ApiProduces('image/webp', 'application/pdf')
  @ApiOkResponse({
    description: 'La imagen (WebP) o el PDF tal como se guardó',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado o sin comprobante' })
  async download(@Param('id', IdPipe) id: number, @Res() res: Response): Promise<void> {
    const proof = await this.registrations.proofOf(id);
    res
      .status(200)
      .set({
        'Content-Type': proof.contentType,
        'Content-Disposition': `attachment; filename="${proof.fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
      .send(Buffer.from(proof.data));
  }
}
