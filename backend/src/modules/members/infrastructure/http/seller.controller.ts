import { Body, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerRoutes } from '../../../../platform/auth/guards.js';
import { ReadRoute } from '../../../../platform/http/routes.js';
import { ValidationError } from '../../../../shared/domain/errors.js';
import { PasswordChangeService } from '../../application/password-change.service.js';
import { SellerProfileService } from '../../application/seller-profile.service.js';
import { ChangePasswordDto, PasswordChangedDto } from './dto/password.dto.js';
import { PasswordChangeRoute } from './password-change-route.js';
import {
  AnalyticsSummaryDto,
  DailyStatsDto,
  SellerDashboardDto,
  UpdateProfileDto,
  UpdateVideoDto,
} from './dto/profile.dto.js';

@SellerRoutes('protected', 'Distribuidor: mi panel')
export class SellerController {
  constructor(
    private readonly profile: SellerProfileService,
    private readonly passwords: PasswordChangeService,
  ) {}

  @ReadRoute('dashboard', 'Mis datos, días de suscripción restantes, visitas y clics en WhatsApp', SellerDashboardDto)
  dashboard(@CurrentUser() user: AuthUser): Promise<SellerDashboardDto> {
    return this.profile.dashboard(user.id);
  }

  @Put('profile')
  @ApiOperation({ summary: 'Actualiza ciudad, mensajes, opciones de la página y foto' })
  @ApiOkResponse({ type: SellerDashboardDto })
  updateProfile(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<SellerDashboardDto> {
    return this.profile.updateProfile(user.id, body);
  }

  @Put('video')
  @ApiOperation({ summary: 'Guarda el video de presentación (YouTube); vacío lo elimina' })
  @ApiOkResponse({ type: SellerDashboardDto })
  updateVideo(@CurrentUser() user: AuthUser, @Body() body: UpdateVideoDto): Promise<SellerDashboardDto> {
    return this.profile.updateVideo(user.id, body.sellerProfileVideoUrl);
  }

  @PasswordChangeRoute('Cambia mi contraseña (requiere la actual)')
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto): Promise<PasswordChangedDto> {
    const { token } = await this.passwords.change(user, body.currentPassword, body.newPassword);
    return { message: 'Contraseña actualizada correctamente', token };
  }

  @Get('analytics')
  @ApiOperation({ summary: 'Visitas, visitantes únicos, clics y pedidos por WhatsApp por día (hora de Colombia)' })
  @ApiQuery({ name: 'days', required: false, example: 30, description: '1 a 365; 30 por defecto' })
  @ApiOkResponse({ type: [DailyStatsDto] })
  analytics(@CurrentUser() user: AuthUser, @Query('days') days?: string): Promise<DailyStatsDto[]> {
    const count = days === undefined ? 30 : /^\d{1,3}$/.test(days) ? Number(days) : NaN;
    if (!Number.isInteger(count) || count < 1 || count > 365) {
      throw new ValidationError('El número de días debe estar entre 1 y 365', 'days');
    }
    return this.profile.analyticsSeries(user.id, count);
  }

  @Get('analytics/summary')
  @ApiOperation({
    summary: 'Resumen del periodo: visitas, visitantes únicos, clics, pedidos, orígenes, dispositivos y productos',
  })
  @ApiQuery({ name: 'days', required: true, enum: [7, 30, 90] })
  @ApiOkResponse({ type: AnalyticsSummaryDto })
  summary(@CurrentUser() user: AuthUser, @Query('days') days?: string): Promise<AnalyticsSummaryDto> {
    if (!['7', '30', '90'].includes(String(days))) {
      throw new ValidationError('El periodo debe ser de 7, 30 o 90 días', 'days');
    }
    return this.profile.analyticsSummary(user.id, Number(days));
  }
}
