import type { SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../../../shared/domain/errors.js';
import type { MemberOrmEntity } from './member.orm-entity.js';
import { searchWords } from '../../../../shared/domain/search-words.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A selection sent from the console: one page of checkboxes at most, or a bounded export of chosen rows. */
export const MAX_SELECTED_IDS = 1000;

/**
 * The admin list's filters beyond plain equality: `expiringWithin` (days, expired ones excluded), `expired`,
 * `hasVideo`, `hasPaymentProof`, `createdFrom` / `createdTo` (YYYY-MM-DD, whole days, Bogotá time), `discountCode`
 * (registered with that code, case-insensitive), `hasDiscountCode`, `ids` (a selection, at most MAX_SELECTED_IDS),
 * `sponsorCode` (the sponsor's seller code, any letter case).
 * Returns the filters left for the
 * generic list query, and whether any of these applied (then the counters table cannot give the total).
 */
export function applyMemberFilters(qb: SelectQueryBuilder<MemberOrmEntity>, filter: Record<string, unknown>) {
  const {
    expiringWithin,
    expired,
    hasVideo,
    hasPaymentProof,
    createdFrom,
    createdTo,
    discountCode,
    hasDiscountCode,
    ids,
    sponsorCode,
    q,
    city,
    country,
    ...rest
  } = filter;
  let applied = false;
  const given = (v: unknown) => v !== undefined && v !== '' && v !== null;
  if (given(q)) {
    const words = searchWords(textFilter(q, 'q', 'La búsqueda'));
    words.forEach((word, i) => qb.andWhere(`e."searchText" LIKE ${folded(`q${i}`)}`, { [`q${i}`]: literal(word) }));
    applied ||= words.length > 0;
  }
  for (const [field, value, label] of [
    ['city', city, 'La ciudad'],
    ['country', country, 'El país'],
  ] as const) {
    if (!given(value)) continue;
    const place = textFilter(value, field, label).replace(/\s+/g, ' ').trim();
    if (!place) continue;
    qb.andWhere(`e."${field}Folded" LIKE ${folded(field)}`, { [field]: literal(place) });
    applied = true;
  }
  if (given(expiringWithin)) {
    const days = Number(expiringWithin);
    if (!Number.isInteger(days) || days < 1 || days > 3650)
      throw new ValidationError(
        'Los días hasta el vencimiento deben ser un número entero entre 1 y 3650',
        'expiringWithin',
      );
    qb.andWhere(`e."paymentExpiresAt" > now() AND e."paymentExpiresAt" < now() + make_interval(days => :days)`, {
      days,
    });
    applied = true;
  }
  if (given(expired)) {
    if (typeof expired !== 'boolean') throw new ValidationError('El filtro expired debe ser true o false', 'expired');
    qb.andWhere(
      expired ? `e."paymentExpiresAt" <= now()` : `(e."paymentExpiresAt" IS NULL OR e."paymentExpiresAt" > now())`,
    );
    applied = true;
  }
  if (given(hasVideo)) {
    if (typeof hasVideo !== 'boolean')
      throw new ValidationError('El filtro hasVideo debe ser true o false', 'hasVideo');
    qb.andWhere(
      hasVideo ? `COALESCE(e."sellerProfileVideoUrl", '') <> ''` : `COALESCE(e."sellerProfileVideoUrl", '') = ''`,
    );
    applied = true;
  }
  if (given(hasPaymentProof)) {
    if (typeof hasPaymentProof !== 'boolean')
      throw new ValidationError('El filtro de comprobante debe ser verdadero o falso', 'hasPaymentProof');
    qb.andWhere(`e."paymentProofUrl" IS ${hasPaymentProof ? 'NOT ' : ''}NULL`);
    applied = true;
  }
  if (given(sponsorCode) && String(sponsorCode).trim() !== '') {
    if (typeof sponsorCode !== 'string' || sponsorCode.trim().length > 40)
      throw new ValidationError('El código del patrocinador debe ser un texto de hasta 40 caracteres', 'sponsorCode');
    qb.andWhere(`e."sponsorId" = (SELECT s.id FROM users s WHERE s.slug = :sponsorSlug)`, {
      sponsorSlug: sponsorCode.trim().toLowerCase(),
    });
    applied = true;
  }
  if (given(discountCode)) {
    if (typeof discountCode !== 'string' || discountCode.trim().length > 50)
      throw new ValidationError('El código de descuento debe ser un texto de hasta 50 caracteres', 'discountCode');
    qb.andWhere(`upper(trim(e."discountCode")) = upper(trim(:discountCode))`, { discountCode });
    applied = true;
  }
  if (given(hasDiscountCode)) {
    if (typeof hasDiscountCode !== 'boolean')
      throw new ValidationError('El filtro de código de descuento debe ser verdadero o falso', 'hasDiscountCode');
    qb.andWhere(
      hasDiscountCode ? `COALESCE(trim(e."discountCode"), '') <> ''` : `COALESCE(trim(e."discountCode"), '') = ''`,
    );
    applied = true;
  }
  if (given(ids)) {
    if (
      !Array.isArray(ids) ||
      ids.length > MAX_SELECTED_IDS ||
      !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)
    )
      throw new ValidationError(`La selección debe ser una lista de hasta ${MAX_SELECTED_IDS} identificadores`, 'ids');
    qb.andWhere(ids.length ? `e.id IN (:...ids)` : 'false', { ids });
    applied = true;
  }
  for (const [field, value, op] of [
    ['createdFrom', createdFrom, '>='],
    ['createdTo', createdTo, '<'],
  ] as const) {
    if (!given(value)) continue;
    if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) {
      throw new ValidationError('La fecha debe tener el formato AAAA-MM-DD', field);
    }
    // createdTo is inclusive: everything before the next day starts.
    const bound = field === 'createdTo' ? `(:${field}::date + 1)` : `:${field}::date`;
    qb.andWhere(`e."createdAt" ${op} (${bound}::timestamp AT TIME ZONE 'America/Bogota')`, { [field]: value });
    applied = true;
  }
  return { rest, applied };
}

/** A text filter of at most 200 characters. */
function textFilter(value: unknown, field: string, label: string): string {
  if (typeof value !== 'string' || value.length > 200)
    throw new ValidationError(`${label} debe ser un texto de hasta 200 caracteres`, field);
  return value;
}

/** `%term%` for LIKE, folded by the same mh_fold() as the columns (migration 1736600000000). */
const folded = (param: string) => `'%' || mh_fold(:${param}) || '%'`;
/** LIKE's wildcards and escape character taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
