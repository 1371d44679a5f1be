import { SELLER_CODE_MAX_LENGTH } from '@multyhealth/rules';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Equals, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MemberFieldsDto } from '../../../../../platform/http/member-fields.dto.js';
import { IsPersonName, IsWhatsappNumber, Trim } from '../../../../../platform/http/validators.js';
import { CityField, EmailField } from './member-fields.js';

export class RegisterDto {
  @ApiProperty({
    example: 'Ana Pérez',
    minLength: 2,
    maxLength: 80,
    description: 'Nombre de persona: letras, espacios, apóstrofos, puntos y guiones',
  })
  @Trim()
  @IsPersonName()
  name: string;

  @ApiProperty({
    example: 'ana-perez',
    description: 'Código de vendedor: letras, números y guiones; será la dirección /u/{código}',
  })
  @Trim()
  @MinLength(3, { message: 'El código debe tener al menos 3 caracteres' })
  @IsString({ message: 'El código debe tener al menos 3 caracteres' })
  code: string;

  @ApiProperty({
    example: '+573001234567',
    description: 'Indicativo del país unido al número; se guarda en formato E.164',
  })
  @IsWhatsappNumber()
  whatsapp: string;

  @EmailField()
  email: string;

  @CityField()
  city: string;

  @ApiPropertyOptional({ example: 'Colombia', default: 'Colombia' })
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'El país no puede tener más de 100 caracteres' })
  @IsString({ message: 'El país no es válido' })
  country?: string;

  @ApiPropertyOptional({ example: 'MULTY2026' })
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'El código de descuento no puede tener más de 100 caracteres' })
  @IsString({ message: 'El código de descuento no es válido' })
  discountCode?: string;

  @ApiProperty({
    enum: [true],
    description: 'Acepta los Términos y Condiciones y la Política de Privacidad (Ley 1581 de 2012); obligatorio',
  })
  @Equals(true, { message: 'Debes aceptar los Términos y Condiciones y la Política de Privacidad' })
  acceptTerms: true;

  @ApiPropertyOptional({
    example: 'laura',
    description: 'Código del distribuidor que refirió al visitante (patrocinador)',
  })
  @IsOptional()
  @Trim()
  @MaxLength(SELLER_CODE_MAX_LENGTH, { message: 'El código de referido no es válido' })
  @IsString({ message: 'El código de referido no es válido' })
  ref?: string;
}

export class RegisteredMemberDto extends PickType(MemberFieldsDto, ['id', 'name', 'email', 'code', 'slug']) {
  @ApiProperty({ enum: ['pending'] }) status: string;
}

export class RegistrationFeeDto {
  @ApiProperty({ example: 250000 }) amount: number;
  @ApiProperty() discounted: boolean;
}

export class RegisterResponseDto {
  @ApiProperty({ example: 'Registro exitoso. Revisa tu email para obtener información sobre el proceso de pago.' })
  message: string;
  @ApiProperty({ type: RegisteredMemberDto }) user: RegisteredMemberDto;
  @ApiProperty({ type: RegistrationFeeDto }) fee: RegistrationFeeDto;
  @ApiProperty({ required: false, description: 'Solo con pago en línea configurado: el email ofrece «Pagar en línea»' })
  onlinePayment?: boolean;
  @ApiPropertyOptional({
    example: 'https://multyhealth.com/registro/Xb3…',
    description:
      'Solo con pago en línea configurado: la página privada de este registro (la misma del email), para «Pagar ahora»',
  })
  statusUrl?: string;
}
