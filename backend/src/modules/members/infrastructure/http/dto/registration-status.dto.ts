import { ApiProperty } from '@nestjs/swagger';
import { RegistrationFeeDto } from './register.dto.js';

export class RegistrationStatusDto {
  @ApiProperty({ nullable: true, type: String, description: 'null cuando el registro fue rechazado' }) name:
    string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({
    enum: ['pending-payment', 'proof-received', 'approved', 'rejected'],
    description: 'Pendiente de pago, Comprobante recibido, Aprobado, Rechazado',
  })
  status: string;
  @ApiProperty({ nullable: true, type: RegistrationFeeDto }) fee: RegistrationFeeDto | null;
  @ApiProperty() proofUploaded: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Instrucciones de pago (solo mientras el registro está pendiente)',
  })
  paymentInstructions: string | null;
}
