import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../../../platform/http/validators.js';

// Decorators are listed in the order class-validator checks them (the reverse of their order written on a property).

/** The e-mail a person types to register or to recover their password. */
export function EmailField(): PropertyDecorator {
  return applyDecorators(
    IsEmail({}, { message: 'Email inválido' }),
    // Invisible format characters (RTL override, zero-width) pass IsEmail's domain check but make a spoofed address.
    Matches(/^[^\p{Cf}]*$/u, { message: 'Email inválido' }),
    MaxLength(254, { message: 'Email inválido' }),
    Trim(),
    ApiProperty({ example: 'ana@example.com' }),
  );
}

export function CityField(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'La ciudad debe tener al menos 2 caracteres' }),
    MinLength(2, { message: 'La ciudad debe tener al menos 2 caracteres' }),
    MaxLength(100, { message: 'La ciudad no puede tener más de 100 caracteres' }),
    Trim(),
    ApiProperty({ example: 'Medellín' }),
  );
}

/** A password a member chooses (changing it or after a reset link). */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'La nueva contraseña debe tener al menos 6 caracteres' }),
    MinLength(6, { message: 'La nueva contraseña debe tener al menos 6 caracteres' }),
    MaxLength(200, { message: 'La nueva contraseña no puede tener más de 200 caracteres' }),
    ApiProperty({ minLength: 6 }),
  );
}
