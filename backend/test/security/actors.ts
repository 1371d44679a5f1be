import { JwtService } from '@nestjs/jwt';
import type { TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';
import type { Rule } from './route-rules.js';

export type ActorName = 'anonymous' | 'pending' | 'sellerA' | 'sellerB' | 'admin';
export const ACTOR_NAMES: ActorName[] = ['anonymous', 'pending', 'sellerA', 'sellerB', 'admin'];

export interface Actors {
  tokens: Record<ActorName, string | null>;
  sellerA: TestSeller;
  sellerB: TestSeller;
  pendingId: number;
}

/**
 * The five callers of the attack suite. A pending member never receives a token from login; a valid token for one is
 * minted with the app's own JwtService, as if it had leaked or been issued before a rule changed.
 */
export async function createActors(t: TestApp): Promise<Actors> {
  const sellerA = await createSeller(t);
  const sellerB = await createSeller(t);
  const { id: pendingId } = await registerPending(t);
  const pending = await t.app.get(JwtService).signAsync({ sub: pendingId, role: 'user' });
  return {
    tokens: { anonymous: null, pending, sellerA: sellerA.token, sellerB: sellerB.token, admin: await t.adminToken() },
    sellerA,
    sellerB,
    pendingId,
  };
}

/** The caller each rule is exercised with when only a permitted caller matters (bad input, mass assignment). */
export const PERMITTED: Record<Rule, ActorName> = {
  public: 'anonymous',
  authenticated: 'sellerA',
  seller: 'sellerA',
  admin: 'admin',
};

/** Spanish answer, not a framework's English default. */
export function isSpanishMessage(message: unknown): boolean {
  if (typeof message !== 'string' || !message.trim()) return false;
  const english =
    /\b(Bad Request|Internal server error|Not Found|Unauthorized|Forbidden|Payload Too Large|Unsupported Media Type|must be|should|Cannot|Unexpected|is not|invalid|JSON at position|failed|error)\b/i;
  const spanish = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|debe|no|es|un|una|solo|tu|puede)\b/i;
  return !english.test(message) && spanish.test(message);
}
