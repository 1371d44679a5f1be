import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { MyNetworkService, REFERRALS_SHOWN } from '../../application/my-network.service.js';
import { ReferralDto } from './dto/referral.dto.js';

class ReferralChatDto {
  @ApiProperty({ example: 'https://wa.me/573001234567?text=…' }) url: string;
}

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
    return items;
  }

  @Get('referrals/:id/whatsapp')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'El chat de WhatsApp con una persona de mi red (solo de la mía): el número no viaja en la lista, solo al abrir el chat',
  })
  @ApiOkResponse({ type: ReferralChatDto })
  @ApiNotFoundResponse({ description: 'No es una persona de mi red' })
  async chat(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<ReferralChatDto> {
    const url = await this.network.chatLink(user.id, id);
    if (!url) throw new NotFoundException('Esta persona no está en tu red');
    return { url };
  }
}
