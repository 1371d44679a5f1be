import { Body, Controller, Delete, Get, Header, HttpCode, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { AllowedBeforePolicyAcceptance } from '../../../../platform/auth/policy-acceptance.js';
import { AccountDeletionService } from '../../application/account-deletion.service.js';
import { MyDataService } from '../../application/my-data.service.js';
import { AccountDeletedDto, DeleteAccountDto } from './dto/delete-account.dto.js';

/** The member's rights over their data: a copy of it, and the deletion of the account (docs/privacy.md). */
@ApiTags('Distribuidor: mis datos')
@SellerOnly()
@Controller()
@AllowedBeforePolicyAcceptance()
export class MyDataController {
  constructor(
    private readonly myData: MyDataService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Get('protected/my-data')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/json')
  @ApiOperation({
    summary: 'Descarga (JSON adjunto) todo lo que se guarda sobre mí: perfil, página, red, consentimientos, cifras…',
  })
  @ApiOkResponse({
    description: 'Archivo mis-datos.json (Content-Disposition: attachment)',
    schema: { type: 'object', additionalProperties: true },
  })
  async download(@CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    const data = await this.myData.exportFor(user.id);
    res.setHeader('Content-Disposition', 'attachment; filename="mis-datos-multyhealth.json"');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  }

  @Delete('protected/account')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Elimina mi cuenta y mis datos personales ahora (requiere la contraseña)',
    description:
      'La página deja de existir, el acceso se cierra y se borran los archivos subidos. Pagos y pedidos se conservan para la contabilidad sin datos personales.',
  })
  @ApiOkResponse({ type: AccountDeletedDto })
  @ApiForbiddenResponse({ description: 'Contraseña incorrecta (cuenta en el límite de intentos)' })
  async deleteAccount(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteAccountDto,
    @Req() request: Request,
  ): Promise<AccountDeletedDto> {
    await this.deletion.deleteOwn(user.id, body.password, request.ip ?? null);
    return { message: 'Tu cuenta y tus datos personales fueron eliminados.' };
  }
}
