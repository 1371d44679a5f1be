import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class DeleteAccountDto {
  @ApiProperty({ description: 'La contraseña actual, para confirmar' })
  @MaxLength(200, { message: 'La contraseña no es correcta' })
  @MinLength(1, { message: 'Escribe tu contraseña para confirmar' })
  @IsString({ message: 'Escribe tu contraseña para confirmar' })
  password: string;
}

export class AccountDeletedDto {
  @ApiProperty({ example: 'Tu cuenta y tus datos personales fueron eliminados.' }) message: string;
}
