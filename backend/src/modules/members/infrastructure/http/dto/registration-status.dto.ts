import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RegistrationFeeDto } from './register.dto.js';

export class OnlinePaymentDto {
  @ApiProperty({ enum: ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] }) status: string;
  @ApiProperty() reference: string;
  @ApiProperty({ example: 35000000 }) amountInCents: number;
  @ApiProperty({ type: String, nullable: true, example: 'PSE' }) method: string | null;
}

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
  @ApiPropertyOptional({ description: 'Solo con pago en línea configurado: se ofrece «Pagar en línea»' })
  onlinePayment?: boolean;
  @ApiPropertyOptional({
    type: OnlinePaymentDto,
    nullable: true,
    description: 'Solo con pago en línea configurado: el último intento de pago en línea (null: ninguno)',
  })
  payment?: OnlinePaymentDto | null;
}
