import type { Member, NewMember } from '../../domain/member.js';
import type { MemberOrmEntity } from './member.orm-entity.js';

export function toMember(row: MemberOrmEntity): Member {
  const { password, ...rest } = row;
  return { ...rest, passwordHash: password };
}

export function toRow(member: NewMember | Member): Partial<MemberOrmEntity> {
  const { passwordHash, ...rest } = member;
  return { ...rest, password: passwordHash };
}
