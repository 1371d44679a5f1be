import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean } from 'class-validator';
import type { PushDevice } from '../../../domain/push-subscription.js';

export class PushPublicKeyDto {
  @ApiProperty({ description: 'Clave pública VAPID: punto P-256 sin comprimir (65 bytes) en base64url' })
  publicKey: string;
}

export class PushSubscriptionKeysDto {
  @ApiProperty({ description: 'Clave P-256 del navegador (65 bytes, base64url)' }) p256dh: string;
  @ApiProperty({ description: 'Secreto de autenticación (16 bytes, base64url)' }) auth: string;
}

/** PushSubscription.toJSON(); the checks (allowed hosts, key sizes) are the domain's (checkSubscription). */
export class PushSubscriptionBodyDto {
  @ApiProperty({
    description:
      'https: de un servicio de notificaciones (FCM, Mozilla, Apple, Windows o PUSH_ENDPOINT_HOSTS); máx. 1.000 caracteres',
  })
  @Allow()
  endpoint: string;
  @ApiProperty({ type: PushSubscriptionKeysDto }) @Allow() keys: PushSubscriptionKeysDto;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Milisegundos desde 1970, o null' })
  @Allow()
  expirationTime?: number | null;
}

export class PushDeviceDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Chrome en Android', description: 'Según el navegador que lo registró' })
  deviceLabel: string;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true, description: 'Última notificación entregada' })
  lastSuccessAt: Date | null;

  static from(device: PushDevice): PushDeviceDto {
    return {
      id: device.id,
      deviceLabel: device.deviceLabel,
      createdAt: device.createdAt,
      lastSuccessAt: device.lastSuccessAt,
    };
  }
}

export class PushTestResultDto {
  @ApiProperty({ description: 'Notificaciones de prueba en cola (una por dispositivo)' }) queued: number;
}

const BOOLEAN = { message: 'El valor debe ser verdadero o falso' };

export class NotificationPreferencesDto {
  @ApiProperty({ description: 'Pedido nuevo en mi página' }) @IsBoolean(BOOLEAN) newOrder: boolean;
  @ApiProperty({ description: 'Pago en línea aprobado (activación o renovación)' })
  @IsBoolean(BOOLEAN)
  paymentApproved: boolean;
  @ApiProperty({ description: 'Recordatorios de vencimiento (30 y 7 días antes, y al vencer)' })
  @IsBoolean(BOOLEAN)
  expiryReminders: boolean;
  @ApiProperty({ description: 'Nuevo distribuidor registrado desde mi página' })
  @IsBoolean(BOOLEAN)
  newRecruit: boolean;
}
