import { Injectable } from '@nestjs/common';
import { SessionUserLookup, type AuthUser } from '../../../../platform/auth/auth-user.js';
import { MemberRepository } from '../../domain/member.repository.js';

@Injectable()
export class MemberSessionLookup extends SessionUserLookup {
  constructor(private readonly members: MemberRepository) {
    super();
  }

  async findById(id: number): Promise<AuthUser | null> {
    const member = await this.members.findById(id);
    return (
      member && {
        id: member.id,
        role: member.role,
        status: member.status,
        email: member.email,
        name: member.name,
        tokenVersion: member.tokenVersion,
      }
    );
  }
}
