import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CONSENT_KINDS, type Consent, type LegalTextVersion } from '../../../domain/legal-text-version.js';

/** A version number and the SHA-256 of the text accepted. */
export class PolicyVersionDto {
  @ApiProperty({ example: 2 }) version: number;
  @ApiProperty({ example: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9' }) hash: string;
}

export class LegalTextVersionDto {
  @ApiProperty({ enum: CONSENT_KINDS }) kind: string;
  @ApiProperty({ type: PolicyVersionDto }) policyVersion: PolicyVersionDto;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty() publishedAt: Date;

  static from(v: LegalTextVersion): LegalTextVersionDto {
    return {
      kind: v.kind,
      policyVersion: { version: v.version, hash: v.hash.trim() },
      title: v.title,
      body: v.body,
      publishedAt: v.publishedAt,
    };
  }
}

export class ConsentDto {
  @ApiProperty({ enum: CONSENT_KINDS }) kind: string;
  @ApiProperty({ type: PolicyVersionDto }) policyVersion: PolicyVersionDto;
  @ApiProperty() acceptedAt: Date;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent: string | null;

  static from(c: Consent): ConsentDto {
    return {
      kind: c.kind,
      policyVersion: { version: c.version, hash: c.hash.trim() },
      acceptedAt: c.acceptedAt,
      ip: c.ip,
      userAgent: c.userAgent,
    };
  }
}

export class ConsentStatusDto {
  @ApiProperty({ description: 'true: hay una versión nueva que aceptar antes de seguir usando el panel' })
  acceptanceRequired: boolean;
  @ApiProperty({ type: [LegalTextVersionDto], description: 'Los textos vigentes' }) current: LegalTextVersionDto[];
  @ApiProperty({ type: [LegalTextVersionDto], description: 'Las versiones vigentes que aún no ha aceptado' })
  pending: LegalTextVersionDto[];
  @ApiProperty({ type: [ConsentDto] }) history: ConsentDto[];
}

/** The versions the member read and accepts, by kind (the numbers GET /api/protected/consents showed). */
export class AcceptConsentDto {
  @ApiPropertyOptional({ example: 2, description: 'Versión de los Términos y Condiciones leída' })
  @IsOptional()
  @Max(1_000_000, { message: 'La versión debe ser un número entero positivo' })
  @Min(1, { message: 'La versión debe ser un número entero positivo' })
  @IsInt({ message: 'La versión debe ser un número entero positivo' })
  terminos?: number;

  @ApiPropertyOptional({ example: 3, description: 'Versión de la Política de Privacidad leída' })
  @IsOptional()
  @Max(1_000_000, { message: 'La versión debe ser un número entero positivo' })
  @Min(1, { message: 'La versión debe ser un número entero positivo' })
  @IsInt({ message: 'La versión debe ser un número entero positivo' })
  privacidad?: number;
}
