import { Get, Header, Res, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { MyNetworkService, REFERRALS_SHOWN } from '../../application/my-network.service.js';
import { ReferralDto } from './dto/referral.dto.js';

@ApiTags('Distribuidor: mi panel')
@SellerOnly()
@Controller('protected')
export class MyNetworkController {
  constructor(private readonly network: MyNetworkService) {}

  @Get('referrals')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: `Personas que se registraron con mi página o mi enlace, las más recientes primero (máximo ${REFERRALS_SHOWN}; X-Total-Count da el total)`,
  })
  @ApiOkResponse({ type: [ReferralDto] })
  async referrals(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<ReferralDto[]> {
    const { items, total } = await this.network.referrals(user.id);
    res.setHeader('X-Total-Count', String(total));
    return items.map((r) => ({ name: r.name, city: r.city, status: r.status, createdAt: r.createdAt }));
  }
}
