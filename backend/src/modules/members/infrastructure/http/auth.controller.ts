import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { LoginService } from '../../application/login.service.js';
import { RegistrationService } from '../../application/registration.service.js';
import { LoginDto, LoginResponseDto, SessionUserDto } from './dto/login.dto.js';
import { RegisterDto, RegisterResponseDto } from './dto/register.dto.js';

@ApiTags('Autenticación y registro')
@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly auth: LoginService,
  ) {}

  @Post('register')
  @Header('Cache-Control', 'no-store')
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos desde esta IP (límite por minuto)' })
  @ApiOperation({ summary: 'Registro de un nuevo distribuidor (queda pendiente hasta que se confirme el pago)' })
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiBadRequestResponse({ description: 'Datos inválidos: mensaje en español por campo' })
  @ApiConflictResponse({ description: 'Email o código ya registrados' })
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<RegisterResponseDto> {
    // Kept as proof of the authorisation the applicant gave by ticking the consent box (docs/privacy.md).
    const agent = request.headers['user-agent'];
    const origin = { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
    const { member, fee, onlinePayment, statusUrl } = await this.registration.register(body, origin);
    return {
      message: 'Registro exitoso. Revisa tu email para obtener información sobre el proceso de pago.',
      user: {
        id: member.id,
        name: member.name,
        email: member.email,
        code: member.code,
        slug: member.slug,
        status: member.status,
      },
      fee,
      // The private link goes back only to whoever created this registration in this very request (an e-mail
      // already registered is refused above), so it reveals no one else's registration; it lets them pay at once.
      ...(onlinePayment ? { onlinePayment, statusUrl } : {}),
    };
  }

  @Post('login')
  @ApiTooManyRequestsResponse({
    description:
      'Demasiados intentos desde esta IP (límite por minuto) o cuenta bloqueada temporalmente por contraseñas incorrectas (Retry-After)',
  })
  @HttpCode(200)
  @ApiOperation({ summary: 'Inicio de sesión (administradores y distribuidores aprobados)' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: 'Email o contraseña incorrectos' })
  async login(@Body() body: LoginDto): Promise<LoginResponseDto> {
    const { token, member } = await this.auth.login(body.email, body.password);
    return { token, user: SessionUserDto.from(member) };
  }
}
