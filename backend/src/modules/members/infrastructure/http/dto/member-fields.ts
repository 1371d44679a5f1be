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
  return applyDecorators(...textOf(2, 100, 'La ciudad'), Trim(), ApiProperty({ example: 'Medellín' }));
}

/** A password a member chooses (changing it or after a reset link). */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(...textOf(6, 200, 'La nueva contraseña'), ApiProperty({ minLength: 6 }));
}

/** Text of `min` to `max` characters; a missing or short one is reported as too short. */
const textOf = (min: number, max: number, label: string) => [
  IsString({ message: `${label} debe tener al menos ${min} caracteres` }),
  MinLength(min, { message: `${label} debe tener al menos ${min} caracteres` }),
  MaxLength(max, { message: `${label} no puede tener más de ${max} caracteres` }),
];
