import type { Member, NewMember } from '../../domain/member.js';
import type { MemberOrmEntity } from './member.orm-entity.js';

/** Columns kept by PostgreSQL for the admin's search (migration 1736600000000): a row read with RETURNING * has them. */
type SearchColumns = { searchText?: string; cityFolded?: string; countryFolded?: string };

export function toMember(row: MemberOrmEntity & SearchColumns): Member {
  const { password, searchText: _searchText, cityFolded: _cityFolded, countryFolded: _countryFolded, ...rest } = row;
  return { ...rest, passwordHash: password };
}

export function toRow(member: NewMember | Member): Partial<MemberOrmEntity> {
  const { passwordHash, ...rest } = member;
  return { ...rest, password: passwordHash };
}
