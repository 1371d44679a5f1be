import { Body, Get, Put, Query, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiConflictResponse,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { ValidationError } from '../../../../shared/domain/errors.js';
import { PasswordChangeService } from '../../application/password-change.service.js';
import { SellerProfileService } from '../../application/seller-profile.service.js';
import { ChangePasswordDto, PasswordChangedDto } from './dto/password.dto.js';
import {
  AnalyticsSummaryDto,
  DailyStatsDto,
  SellerDashboardDto,
  UpdateProfileDto,
  UpdateVideoDto,
} from './dto/profile.dto.js';

@ApiTags('Distribuidor: mi panel')
@SellerOnly()
@Controller('protected')
export class SellerController {
  constructor(
    private readonly profile: SellerProfileService,
    private readonly passwords: PasswordChangeService,
  ) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'Mis datos, días de suscripción restantes, visitas y clics en WhatsApp' })
  @ApiOkResponse({ type: SellerDashboardDto })
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

  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cambia mi contraseña (requiere la actual)' })
  @ApiOkResponse({ type: PasswordChangedDto })
  @ApiConflictResponse({ description: 'La contraseña se cambió a la vez desde otra sesión' })
  @ApiTooManyRequestsResponse({
    description: 'Cuenta bloqueada temporalmente por contraseñas incorrectas (Retry-After)',
  })
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
