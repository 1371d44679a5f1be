import { checkWhatsapp } from '@multyhealth/rules';
import { ValidationError } from '../../../shared/domain/errors.js';

export const MAX_ORDER_LINES = 20;
export const MAX_ORDER_QUANTITY = 20;
export const CUSTOMER_NAME_MAX = 100;
export const CITY_MAX = 100;
export const NOTE_MAX = 500;
export const REASON_MAX = 300;

export interface OrderLineRequest {
  productId: number;
  quantity: number;
}

/** What a visitor asks for, checked: 1 to 20 distinct products of 1 to 20 units, bounded optional texts. */
export interface OrderRequest {
  lines: OrderLineRequest[];
  customerName: string | null;
  customerPhone: string | null;
  city: string | null;
  note: string | null;
}

export function orderLines(items: unknown): OrderLineRequest[] {
  if (!Array.isArray(items) || items.length === 0) {
    throw new ValidationError('El pedido debe tener al menos un producto', 'items');
  }
  if (items.length > MAX_ORDER_LINES) {
    throw new ValidationError(`El pedido no puede tener más de ${MAX_ORDER_LINES} productos`, 'items');
  }
  const lines = items.map((item: unknown): OrderLineRequest => {
    const { productId, quantity } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (!Number.isSafeInteger(productId) || (productId as number) < 1 || (productId as number) > 2_147_483_647) {
      throw new ValidationError('Debes indicar un producto válido', 'items');
    }
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_ORDER_QUANTITY) {
      throw new ValidationError(
        `La cantidad de cada producto debe ser un número entero entre 1 y ${MAX_ORDER_QUANTITY}`,
        'items',
      );
    }
    return { productId: productId as number, quantity: quantity as number };
  });
  if (new Set(lines.map((l) => l.productId)).size !== lines.length) {
    throw new ValidationError('Cada producto puede aparecer una sola vez en el pedido', 'items');
  }
  return lines;
}

/** A trimmed optional text: empty is null; too long, not text or with control characters is refused. */
const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127;
};

export function optionalText(value: unknown, field: string, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ValidationError(`${label} debe ser texto`, field);
  const text = value.trim();
  if (text.length > max) throw new ValidationError(`${label} no puede tener más de ${max} caracteres`, field);
  // Line breaks are fine in a note; other control characters never are.
  if ([...text].some(isControl)) {
    throw new ValidationError(`${label} tiene caracteres no permitidos`, field);
  }
  return text || null;
}

/** An optional customer phone, stored as E.164; `country` reads a number typed without its dial code. */
export function optionalPhone(value: unknown, country: string | null): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  const check = checkWhatsapp(typeof value === 'string' ? value.trim() : value, country);
  if (!check.ok) throw new ValidationError(`El teléfono no es válido: ${lowerFirst(check.message)}`, 'customerPhone');
  return check.e164;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function orderRequest(body: Record<string, unknown>, country: string | null): OrderRequest {
  const oneLine = (value: unknown, field: string, label: string, max: number) => {
    const text = optionalText(value, field, label, max);
    if (text && /[\r\n]/.test(text)) throw new ValidationError(`${label} debe ser de una sola línea`, field);
    return text;
  };
  return {
    lines: orderLines(body.items),
    customerName: oneLine(body.customerName, 'customerName', 'El nombre', CUSTOMER_NAME_MAX),
    customerPhone: optionalPhone(body.customerPhone, country),
    city: oneLine(body.city, 'city', 'La ciudad', CITY_MAX),
    note: optionalText(body.note, 'note', 'La nota', NOTE_MAX),
  };
}
