import type { Role } from './role.js';

/** Port: signs a member's session token; `tokenVersion` ties the token to the member's current sessions. */
export abstract class SessionTokens {
  abstract issue(member: { id: number; role: Role; tokenVersion: number }): Promise<string>;
}
