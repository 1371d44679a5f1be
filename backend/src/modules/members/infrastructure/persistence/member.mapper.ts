import type { Member, NewMember } from '../../domain/member.js';
import type { MemberOrmEntity } from './member.orm-entity.js';

/** A row read with RETURNING * also has the search column (migration 1736600000000), which a member does not carry. */
export function toMember(row: MemberOrmEntity & { searchText?: string }): Member {
  const { password, searchText: _searchText, ...rest } = row;
  return { ...rest, passwordHash: password };
}

export function toRow(member: NewMember | Member): Partial<MemberOrmEntity> {
  const { passwordHash, ...rest } = member;
  return { ...rest, password: passwordHash };
}
