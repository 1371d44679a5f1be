import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { MyNetworkService } from '../../application/my-network.service.js';
import { MySponsorDto } from './dto/my-sponsor.dto.js';

@ApiTags('Distribuidor: mi panel')
@SellerOnly()
@Controller('protected')
export class MySponsorController {
  constructor(private readonly network: MyNetworkService) {}

  @Get('sponsor')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Quién me invitó (solo el nombre); 'cuenta eliminada' si eliminó su cuenta" })
  @ApiOkResponse({ type: MySponsorDto })
  sponsor(@CurrentUser() user: AuthUser): Promise<MySponsorDto> {
    return this.network.sponsorOf(user.id);
  }
}
