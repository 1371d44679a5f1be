import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../../../platform/http/validators.js';

export const RESET_REQUESTED = 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'ana@example.com' })
  @Trim()
  @MaxLength(254, { message: 'Email inválido' })
  // Invisible format characters (RTL override, zero-width) cannot be part of a registered address.
  @Matches(/^[^\p{Cf}]*$/u, { message: 'Email inválido' })
  @IsEmail({}, { message: 'Email inválido' })
  email: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'El token del enlace recibido por correo' })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'El enlace no es válido o ha expirado' })
  @IsString({ message: 'El enlace no es válido o ha expirado' })
  token: string;

  @ApiProperty({ minLength: 6 })
  @MaxLength(200, { message: 'La nueva contraseña no puede tener más de 200 caracteres' })
  @MinLength(6, { message: 'La nueva contraseña debe tener al menos 6 caracteres' })
  @IsString({ message: 'La nueva contraseña debe tener al menos 6 caracteres' })
  newPassword: string;
}

export class AcceptedDto {
  @ApiProperty({ example: RESET_REQUESTED }) message: string;
}
