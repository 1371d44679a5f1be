import { Body, Controller, Get, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiQuery,
  ApiTags,
  PickType,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly, CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { MemberFieldsDto } from '../../../../platform/http/member-fields.dto.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { daysUntil } from '../../../../shared/domain/clock.js';
import { SubscriptionsService } from '../../application/subscriptions.service.js';
import type { Subscriber } from '../../domain/subscription.repository.js';

class SubscriptionStatusDto {
  @ApiProperty() isActive: boolean;
  @ApiProperty({ nullable: true, type: Number }) daysUntilExpiry: number | null;
  @ApiProperty() expired: boolean;
  @ApiProperty({ nullable: true, type: Date }) expiresAt: Date | null;
}

class SubscriberDto extends PickType(MemberFieldsDto, [
  'id',
  'name',
  'email',
  'code',
  'slug',
  'city',
  'paymentExpiresAt',
  'remainingDays',
]) {
  static from(s: Subscriber): SubscriberDto {
    const { status: _status, ...rest } = s;
    return { ...rest, remainingDays: s.paymentExpiresAt ? daysUntil(new Date(s.paymentExpiresAt)) : null };
  }
}

class RenewUserDto {
  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    example: '2027-03-10T12:00:00.000Z',
    description:
      'El vencimiento que esta renovación extiende, tal como se vio (null: sin vencimiento). Si ya cambió, 409 ' +
      '"Esta suscripción ya fue renovada" y nada cambia. Sin este campo cada renovación suma su año.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'El vencimiento esperado debe ser una fecha ISO 8601' })
  @MaxLength(40, { message: 'El vencimiento esperado debe ser una fecha ISO 8601' })
  @IsString({ message: 'El vencimiento esperado debe ser una fecha ISO 8601' })
  expectedExpiresAt?: string | null;
}

class RenewedSubscriberDto extends SubscriberDto {
  @ApiProperty({ example: 'Renovación exitosa' }) message: string;
}

@ApiTags('Suscripciones')
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('user/subscription-status')
  @SellerOnly()
  @ApiOperation({ summary: 'Estado de mi suscripción anual' })
  @ApiOkResponse({ type: SubscriptionStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusDto> {
    return this.subscriptions.status(user.id);
  }

  @Get('admin/users-near-expiration')
  @AdminOnly()
  @ApiOperation({ summary: 'Distribuidores cuya suscripción vence en los próximos N días (incluye vencidos)' })
  @ApiQuery({
    name: 'days',
    required: false,
    example: 30,
    description: '7, 15, 30, 60 o 90 en el panel; 30 por defecto',
  })
  @ApiOkResponse({ type: [SubscriberDto] })
  async nearExpiration(@Query('days') days?: string): Promise<SubscriberDto[]> {
    const subscribers = await this.subscriptions.nearExpiration(
      days === undefined ? 30 : /^\d{1,4}$/.test(days) ? Number(days) : NaN,
    );
    return subscribers.map((subscriber) => SubscriberDto.from(subscriber));
  }

  @Get('admin/renewals')
  @AdminOnly()
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Renovaciones por urgencia (contrato ra-data-simple-rest)',
    description:
      'filter={"days":30,"expired":false,"q":"texto"}: sin expired, los que vencen en los próximos N días, el más próximo primero; ' +
      'con expired=true, los ya vencidos, el vencido más reciente primero. sort=["paymentExpiresAt","ASC"|"DESC"], range=[0,24]; responde con Content-Range.',
  })
  @ApiOkResponse({ type: [SubscriberDto] })
  async renewals(@Query() query: ListQueryDto): Promise<Page<SubscriberDto>> {
    const page = await this.subscriptions.renewalsPage(query.toListQuery());
    return { ...page, items: page.items.map((subscriber) => SubscriberDto.from(subscriber)) };
  }

  @Post('admin/renew-user/:id')
  @Audited({ action: 'subscription.renew', targetType: 'member', summary: ({ result }) => renewalSummary(result) })
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Renueva un año (desde el vencimiento actual o desde hoy si ya venció)' })
  @ApiOkResponse({ type: RenewedSubscriberDto })
  @ApiConflictResponse({ description: 'Esta suscripción ya fue renovada (expectedExpiresAt ya no es el vencimiento)' })
  async renew(@Param('id', IdPipe) id: number, @Body() body: RenewUserDto): Promise<RenewedSubscriberDto> {
    const { expectedExpiresAt } = body;
    const expected =
      expectedExpiresAt === undefined
        ? undefined
        : { expiresAt: expectedExpiresAt === null ? null : new Date(expectedExpiresAt) };
    return { ...SubscriberDto.from(await this.subscriptions.renew(id, expected)), message: 'Renovación exitosa' };
  }
}

function renewalSummary(result: unknown): string {
  const expiresAt = (result as SubscriberDto).paymentExpiresAt;
  return `Suscripción renovada hasta ${expiresAt ? new Date(expiresAt).toISOString().slice(0, 10) : '—'}`;
}
