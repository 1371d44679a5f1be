import { discountCodesOf } from '@multyhealth/rules';
import { ValidationError } from '../../../shared/domain/errors.js';

/** The sign-up fee: a regular price and a lower price for whoever types one of the discount codes. */
export interface AccountPricing {
  regularPrice: number;
  discountPrice: number;
  /** Comma-separated, as stored and as the admin types them. */
  discountCodes: string;
  /** Bank/transfer details for the payment e-mail; null: the server's PAYMENT_INSTRUCTIONS. */
  paymentInstructions: string | null;
  /** The yearly renewal fee as the administrator set it; null: the regular price (see `renewalFee`). */
  renewalPrice: number | null;
  updatedAt?: Date;
}

/** What a renewal costs: the administrator's renewal price, or the regular price when none was set. */
export function renewalFee(pricing: Pick<AccountPricing, 'regularPrice' | 'renewalPrice'>): number {
  return pricing.renewalPrice ?? pricing.regularPrice;
}

/** Checks prices that may arrive as strings or numbers and returns the pricing to store. */
export function parseAccountPricing(
  input: {
    regularPrice?: unknown;
    discountPrice?: unknown;
    discountCodes?: unknown;
    paymentInstructions?: unknown;
    renewalPrice?: unknown;
  },
  current: Pick<AccountPricing, 'paymentInstructions' | 'renewalPrice'> | null = null,
): AccountPricing {
  const regularPrice = toPositive(input.regularPrice, 'regularPrice', 'El precio regular debe ser positivo');
  const discountPrice = toPositive(input.discountPrice, 'discountPrice', 'El precio con descuento debe ser positivo');
  if (discountPrice > regularPrice) {
    throw new ValidationError('El precio con descuento no puede ser mayor que el precio regular', 'discountPrice');
  }
  const codes = typeof input.discountCodes === 'string' ? input.discountCodes.trim() : '';
  if (!codes || !discountCodesOf(codes).length) {
    throw new ValidationError('Los códigos de descuento son requeridos', 'discountCodes');
  }
  if (codes.length > 1000)
    throw new ValidationError('Los códigos de descuento no pueden superar 1000 caracteres', 'discountCodes');
  return {
    regularPrice,
    discountPrice,
    discountCodes: discountCodesOf(codes).join(', '),
    paymentInstructions: parseInstructions(input.paymentInstructions, current),
    renewalPrice: parseRenewalPrice(input.renewalPrice, current),
  };
}

/** Left out of the body: kept as it is; null or blank: back to the regular price. */
function parseRenewalPrice(value: unknown, current: Pick<AccountPricing, 'renewalPrice'> | null): number | null {
  if (value === undefined) return current?.renewalPrice ?? null;
  if (value === null || (typeof value === 'string' && !value.trim())) return null;
  return toPositive(value, 'renewalPrice', 'El precio de renovación debe ser positivo');
}

/** Left out of the body: kept as it is; blank: back to the server's text. */
function parseInstructions(value: unknown, current: Pick<AccountPricing, 'paymentInstructions'> | null): string | null {
  if (value === undefined) return current?.paymentInstructions ?? null;
  if (value !== null && typeof value !== 'string')
    throw new ValidationError('Las instrucciones de pago deben ser texto', 'paymentInstructions');
  const text = value?.trim() ?? '';
  if (text.length > 2000)
    throw new ValidationError('Las instrucciones de pago no pueden superar 2000 caracteres', 'paymentInstructions');
  return text || null;
}

function toPositive(value: unknown, field: string, message: string): number {
  // Decimal digits only: Number() would also read '1e3' as 1000 and '0x10' as 16.
  const number =
    typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : NaN;
  if (!Number.isFinite(number) || number <= 0) throw new ValidationError(message, field);
  if (!Number.isInteger(number) || number > 1_000_000_000) {
    throw new ValidationError('El precio debe ser un número entero de pesos (máximo 1.000.000.000)', field);
  }
  return number;
}
