import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PushSubscriptionsService } from '../../application/push-subscriptions.service.js';
import { PushPublicKeyDto } from './dto/push.dto.js';

@ApiTags('Notificaciones push')
@Controller()
export class PushPublicKeyController {
  constructor(private readonly push: PushSubscriptionsService) {}

  @Get('push/public-key')
  @ApiOperation({ summary: 'Clave pública VAPID para PushManager.subscribe (applicationServerKey)' })
  @ApiOkResponse({ type: PushPublicKeyDto })
  @ApiNotFoundResponse({ description: 'Notificaciones push desactivadas (producción sin VAPID_*)' })
  publicKey(): PushPublicKeyDto {
    return { publicKey: this.push.publicKey() };
  }
}
