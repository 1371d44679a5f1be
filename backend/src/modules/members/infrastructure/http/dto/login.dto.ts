import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../../../platform/http/validators.js';
import type { Member } from '../../../domain/member.js';

export class LoginDto {
  @ApiProperty({ example: 'admin@multyhealth.local' })
  @Trim()
  @IsEmail({}, { message: 'Email inválido' })
  email: string;

  @ApiProperty({ example: 'admin12345' })
  @MaxLength(200, { message: 'La contraseña no puede tener más de 200 caracteres' })
  @MinLength(6, { message: 'La contraseña debe tener al menos 6 caracteres' })
  @IsString({ message: 'La contraseña debe tener al menos 6 caracteres' })
  password: string;
}

/** The `user` kept in the browser's session: enough to greet and route, nothing secret. */
export class SessionUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['user', 'admin'] }) role: string;
  @ApiProperty() code: string;
  @ApiProperty() slug: string;
  @ApiProperty({ enum: ['pending', 'approved'] }) status: string;
  @ApiProperty({ nullable: true, type: String }) photo: string | null;

  static from(m: Member): SessionUserDto {
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      code: m.code,
      slug: m.slug,
      status: m.status,
      photo: m.photo,
    };
  }
}

export class LoginResponseDto {
  @ApiProperty() token: string;
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
}
