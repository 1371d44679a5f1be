import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PasswordChangedDto } from './dto/password.dto.js';

/**
 * POST change-password, as the seller's and the admin's are answered: 200 with a new session token, 409 when another
 * session changed the password meanwhile, 429 while wrong passwords keep the account locked.
 */
export const PasswordChangeRoute = (summary: string) =>
  applyDecorators(
    Post('change-password'),
    HttpCode(200),
    ApiOperation({ summary }),
    ApiOkResponse({ type: PasswordChangedDto }),
    ApiConflictResponse({ description: 'La contraseña se cambió a la vez desde otra sesión' }),
    ApiTooManyRequestsResponse({
      description: 'Cuenta bloqueada temporalmente por contraseñas incorrectas (Retry-After)',
    }),
  );
