import { SetMetadata } from '@nestjs/common';

/** Implemented by the privacy context: whether a member still has to accept a newer version of a legal text. */
export abstract class PolicyAcceptance {
  abstract isPending(memberId: number): Promise<boolean>;
}

export const BEFORE_POLICY_ACCEPTANCE = 'policy-acceptance:exempt';

/** A route a member may call while a newer legal text waits for acceptance (accept it, read it, my data, delete). */
export const AllowedBeforePolicyAcceptance = () => SetMetadata(BEFORE_POLICY_ACCEPTANCE, true);
