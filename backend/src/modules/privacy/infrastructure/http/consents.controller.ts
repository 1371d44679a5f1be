import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { AllowedBeforePolicyAcceptance } from '../../../../platform/auth/policy-acceptance.js';
import { ConsentsService } from '../../application/consents.service.js';
import { AcceptConsentDto, ConsentDto, ConsentStatusDto, LegalTextVersionDto } from './dto/consent.dto.js';
import { originOf } from './request-origin.js';

@ApiTags('Distribuidor: mis datos')
@SellerOnly()
@Controller()
@AllowedBeforePolicyAcceptance()
export class ConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @Get('protected/consents')
  @ApiOperation({ summary: 'Textos legales vigentes, los que faltan por aceptar y mis aceptaciones' })
  @ApiOkResponse({ type: ConsentStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<ConsentStatusDto> {
    return this.describe(user.id);
  }

  @Post('protected/consents')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Acepta las versiones vigentes mostradas (guarda versión, hash del texto, fecha, IP y navegador)',
  })
  @ApiOkResponse({ type: ConsentStatusDto })
  @ApiConflictResponse({ description: 'Se publicó otra versión después de la mostrada: hay que leerla primero' })
  async accept(
    @CurrentUser() user: AuthUser,
    @Body() body: AcceptConsentDto,
    @Req() request: Request,
  ): Promise<ConsentStatusDto> {
    await this.consents.accept(user.id, body, originOf(request));
    return this.describe(user.id);
  }

  private async describe(memberId: number): Promise<ConsentStatusDto> {
    const [{ current, pending }, history] = await Promise.all([
      this.consents.status(memberId),
      this.consents.history(memberId),
    ]);
    return {
      acceptanceRequired: pending.length > 0,
      current: current.map((v) => LegalTextVersionDto.from(v)),
      pending: pending.map((v) => LegalTextVersionDto.from(v)),
      history: history.map((c) => ConsentDto.from(c)),
    };
  }
}
