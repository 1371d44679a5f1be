import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { PasswordResetService } from '../../application/password-reset.service.js';
import { MessageDto } from './dto/password.dto.js';
import {
  AcceptedDto,
  PasswordLinkCheckDto,
  PasswordLinkDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  RESET_REQUESTED,
} from './dto/password-reset.dto.js';

@ApiTags('Autenticación y registro')
@Controller('password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Pide un enlace para restablecer la contraseña',
    description:
      'Responde lo mismo exista o no el correo; solo una cuenta que puede iniciar sesión recibe el enlace (válido 60 minutos, un solo uso).',
  })
  @ApiAcceptedResponse({ type: AcceptedDto })
  @ApiTooManyRequestsResponse({ description: 'Demasiadas solicitudes desde esta IP o para este correo' })
  async request(@Body() body: PasswordResetRequestDto): Promise<AcceptedDto> {
    await this.resets.request(body.email);
    return { message: RESET_REQUESTED };
  }

  @Post('check')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Dice si un enlace para elegir contraseña sigue sirviendo, de qué tipo es y hasta cuándo (no lo usa)',
  })
  @ApiOkResponse({ type: PasswordLinkDto })
  @ApiBadRequestResponse({ description: 'El enlace no es válido o ha expirado' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos desde esta IP' })
  check(@Body() body: PasswordLinkCheckDto): Promise<PasswordLinkDto> {
    return this.resets.inspect(body.token);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Fija una nueva contraseña con el enlace recibido; cierra todas las sesiones anteriores' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'El enlace no es válido o ha expirado; contraseña de menos de 6 caracteres' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos desde esta IP' })
  async confirm(@Body() body: PasswordResetConfirmDto): Promise<MessageDto> {
    await this.resets.confirm(body.token, body.newPassword);
    return { message: 'Contraseña actualizada correctamente' };
  }
}
