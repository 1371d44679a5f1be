import { Injectable, NotFoundException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { RegistrationStatusService, UNKNOWN_REGISTRATION } from '../../application/registration-status.service.js';

/** Tokens are 43 URL-safe characters; anything else cannot be one. */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

/** Runs before the upload is read: a stranger without a valid link never gets to send a file. */
@Injectable()
export class RegistrationLinkGuard implements CanActivate {
  constructor(private readonly registrations: RegistrationStatusService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const token = context.switchToHttp().getRequest<Request>().params.token;
    if (typeof token !== 'string' || !TOKEN_FORMAT.test(token)) throw new NotFoundException(UNKNOWN_REGISTRATION);
    await this.registrations.assertAcceptsProof(token);
    return true;
  }
}
