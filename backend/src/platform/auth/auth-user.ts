import type { Role } from '../../shared/domain/role.js';

export type { Role };

/** Who is calling, as loaded fresh from the database for every authenticated request. */
export interface AuthUser {
  id: number;
  role: Role;
  status: 'pending' | 'approved';
  email: string;
  name: string;
  /** Compared with the token's `ver` claim: a password change raises it and ends older sessions. */
  tokenVersion: number;
}

/** Implemented by the members context: the JWT strategy asks it whether the token's member still exists. */
export abstract class SessionUserLookup {
  abstract findById(id: number): Promise<AuthUser | null>;
}
