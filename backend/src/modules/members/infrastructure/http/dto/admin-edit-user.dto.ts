import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsPersonName, IsWhatsappNumber, Trim } from '../../../../../platform/http/validators.js';
import { CityField } from './member-fields.js';

/** The contact data an administrator may correct; the code, status and subscription are not touched here. */
export class AdminEditUserDto {
  @ApiProperty({ example: 'Ana Pérez', minLength: 2, maxLength: 80 })
  @Trim()
  @IsPersonName()
  name: string;

  @ApiProperty({ example: 'ana@example.com' })
  @Trim()
  @MaxLength(254, { message: 'Email inválido' })
  // Plain ASCII only: look-alike letters (full-width, invisible format characters) would make a spoofed login name.
  @Matches(/^[\x21-\x7e]*$/, { message: 'Email inválido' })
  @IsEmail({}, { message: 'Email inválido' })
  email: string;

  @ApiProperty({ example: '+573001234567' })
  @IsWhatsappNumber()
  whatsapp: string;

  /** Saved as at registration: a city of the country's list in its spelling, another one tidied. */
  @CityField()
  city: string;

  @ApiProperty({
    example: 'Colombia',
    description: 'Uno de los países del registro (se acepta sin tildes ni mayúsculas); otro responde 400',
  })
  @Trim()
  @MaxLength(100, { message: 'El país no puede tener más de 100 caracteres' })
  @MinLength(2, { message: 'El país debe tener al menos 2 caracteres' })
  @IsString({ message: 'El país no es válido' })
  country: string;
}
