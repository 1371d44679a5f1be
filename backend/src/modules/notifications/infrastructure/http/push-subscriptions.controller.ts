import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { PushSubscriptionsService } from '../../application/push-subscriptions.service.js';
import {
  NotificationPreferencesDto,
  PushDeviceDto,
  PushSubscriptionBodyDto,
  PushTestResultDto,
} from './dto/push.dto.js';

@ApiTags('Notificaciones push')
@SellerOnly()
@Controller()
export class PushSubscriptionsController {
  constructor(private readonly push: PushSubscriptionsService) {}

  @Post('protected/push-subscriptions')
  @ApiOperation({
    summary: 'Registra este dispositivo (201), o lo pasa a mi cuenta si ya existía (200)',
    description: 'Máximo 10 dispositivos por miembro: el undécimo reemplaza al registrado hace más tiempo.',
  })
  @ApiCreatedResponse({ type: PushDeviceDto })
  @ApiOkResponse({ type: PushDeviceDto })
  @ApiBadRequestResponse({ description: 'Dirección fuera de los servicios permitidos o claves mal formadas' })
  @ApiNotFoundResponse({ description: 'Notificaciones push desactivadas' })
  async subscribe(
    @CurrentUser() user: AuthUser,
    @Body() body: PushSubscriptionBodyDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PushDeviceDto> {
    const { device, created } = await this.push.subscribe(user.id, body, userAgent);
    res.status(created ? 201 : 200);
    return PushDeviceDto.from(device);
  }

  @Delete('protected/push-subscriptions')
  @HttpCode(204)
  @ApiOperation({ summary: 'Quita el dispositivo con esa dirección (si es mío)' })
  @ApiQuery({ name: 'endpoint', type: String })
  @ApiNoContentResponse()
  async unsubscribe(@CurrentUser() user: AuthUser, @Query('endpoint') endpoint: unknown): Promise<void> {
    await this.push.unsubscribe(user.id, endpoint);
  }

  @Delete('protected/push-subscriptions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Quita uno de mis dispositivos por su id (el de la lista)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No existe o es de otro miembro' })
  async removeDevice(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.push.removeDevice(user.id, id);
  }

  @Get('protected/push-subscriptions')
  @ApiOperation({ summary: 'Mis dispositivos con notificaciones, el más reciente primero' })
  @ApiOkResponse({ type: [PushDeviceDto] })
  async devices(@CurrentUser() user: AuthUser): Promise<PushDeviceDto[]> {
    return (await this.push.devices(user.id)).map((device) => PushDeviceDto.from(device));
  }

  @Post('protected/push-subscriptions/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Envía una notificación de prueba a todos mis dispositivos' })
  @ApiOkResponse({ type: PushTestResultDto })
  @ApiConflictResponse({ description: 'No tengo dispositivos registrados' })
  @ApiNotFoundResponse({ description: 'Notificaciones push desactivadas' })
  async test(@CurrentUser() user: AuthUser): Promise<PushTestResultDto> {
    return { queued: await this.push.sendTest(user.id) };
  }

  @Get('protected/notification-preferences')
  @ApiOperation({ summary: 'Qué me avisa el teléfono (todo activado por defecto)' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  preferences(@CurrentUser() user: AuthUser): Promise<NotificationPreferencesDto> {
    return this.push.preferences(user.id);
  }

  @Put('protected/notification-preferences')
  @ApiOperation({ summary: 'Cambia los cuatro avisos (se envían los cuatro)' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  savePreferences(
    @CurrentUser() user: AuthUser,
    @Body() body: NotificationPreferencesDto,
  ): Promise<NotificationPreferencesDto> {
    const { newOrder, paymentApproved, expiryReminders, newRecruit } = body;
    return this.push.savePreferences(user.id, { newOrder, paymentApproved, expiryReminders, newRecruit });
  }
}
