import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { PasswordHasher } from '../../shared/domain/password-hasher.js';

/** argon2id with the library's defaults (OWASP minimums: 19 MiB, 2 passes), computed off the event loop. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  hash(plain: string): Promise<string> {
    return hash(plain);
  }

  async verify(stored: string, plain: string): Promise<boolean> {
    try {
      return await verify(stored, plain);
    } catch {
      return false;
    }
  }
}
