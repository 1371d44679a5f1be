import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { EmailField, NewPasswordField } from './member-fields.js';

export const RESET_REQUESTED = 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';

export class PasswordResetRequestDto {
  @EmailField()
  email: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'El token del enlace recibido por correo' })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'El enlace no es válido o ha expirado' })
  @IsString({ message: 'El enlace no es válido o ha expirado' })
  token: string;

  @NewPasswordField()
  newPassword: string;
}

export class PasswordLinkCheckDto {
  @ApiProperty({ description: 'El token del enlace recibido por correo' })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'El enlace no es válido o ha expirado' })
  @IsString({ message: 'El enlace no es válido o ha expirado' })
  token: string;
}

export class PasswordLinkDto {
  @ApiProperty({
    enum: ['password-reset', 'welcome'],
    description: 'password-reset: vence a los 60 minutos; welcome: el del correo de aprobación, vence a los 7 días',
  })
  purpose: 'password-reset' | 'welcome';
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}

export class AcceptedDto {
  @ApiProperty({ example: RESET_REQUESTED }) message: string;
}
