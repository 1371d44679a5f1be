import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString, MinLength } from 'class-validator';
import { EqualsProperty } from '../../../../../platform/http/validators.js';
import { NewPasswordField } from './member-fields.js';

/** A member's own password change. */
export class ChangePasswordDto {
  @ApiProperty()
  @MinLength(1, { message: 'La contraseña actual es requerida' })
  @IsString({ message: 'La contraseña actual es requerida' })
  currentPassword: string;

  @NewPasswordField()
  newPassword: string;

  @ApiProperty({ minLength: 6 })
  @EqualsProperty('newPassword', { message: 'Las contraseñas no coinciden' })
  @MinLength(6, { message: 'La confirmación de contraseña es requerida' })
  @IsString({ message: 'La confirmación de contraseña es requerida' })
  confirmPassword: string;
}

/** The admin's password change (the confirmation is optional in the API). */
export class AdminChangePasswordDto {
  @ApiProperty({ type: String }) @Allow() currentPassword?: unknown;
  @ApiProperty({ type: String, minLength: 6 }) @Allow() newPassword?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() confirmPassword?: unknown;
}

export class ApprovalDto {
  @ApiProperty({
    type: String,
    description: 'Contraseña inicial que el administrador entrega al distribuidor',
    minLength: 6,
  })
  @Allow()
  password?: string;
}

export class MessageDto {
  @ApiProperty() message: string;
}

export class PasswordChangedDto extends MessageDto {
  @ApiProperty({ description: 'Token nuevo de esta sesión: los tokens anteriores de la cuenta dejan de ser válidos' })
  token: string;
}
