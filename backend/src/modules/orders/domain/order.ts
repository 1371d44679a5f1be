import { ConflictError, ValidationError } from '../../../shared/domain/errors.js';

export const ORDER_STATUSES = ['nuevo', 'confirmado', 'entregado', 'cancelado'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  productId: number | null;
  name: string;
  quantity: number;
  unitPrice: number;
}

/** An order as its seller and the admins see it. */
export interface Order {
  id: number;
  reference: string;
  sellerId: number | null;
  status: OrderStatus;
  total: number;
  pricesShown: boolean;
  isTest: boolean;
  customerName: string | null;
  customerPhone: string | null;
  city: string | null;
  note: string | null;
  cancelReason: string | null;
  items: OrderItem[];
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

/** The statuses each status may move to: nuevo → confirmado → entregado, and nuevo | confirmado → cancelado. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  nuevo: ['confirmado', 'cancelado'],
  confirmado: ['entregado', 'cancelado'],
  entregado: [],
  cancelado: [],
};

const LABEL: Record<OrderStatus, string> = {
  nuevo: 'nuevo',
  confirmado: 'confirmado',
  entregado: 'entregado',
  cancelado: 'cancelado',
};

/** A status a client sent: one of the four, else 400. */
export function parseStatus(value: unknown): OrderStatus {
  if (typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  throw new ValidationError(
    'Estado desconocido: el estado debe ser nuevo, confirmado, entregado o cancelado',
    'status',
  );
}

/** Whether `from` may move to `to` as a step forward (an undo is checked apart, in order-status-change.ts). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Throws 409 unless `from` may move to `to`. */
export function requireTransition(from: OrderStatus, to: OrderStatus): void {
  if (NEXT[from].includes(to)) return;
  if (from === to) throw new ConflictError(`El pedido ya está ${LABEL[to]}`, 'status');
  if (from === 'entregado' || from === 'cancelado') {
    throw new ConflictError(`El pedido ya está ${LABEL[from]} y no puede cambiar de estado`, 'status');
  }
  throw new ConflictError(`Un pedido ${LABEL[from]} no puede pasar a ${LABEL[to]}`, 'status');
}

/** Upper-case letters and digits a person reads aloud without confusion: no 0/O, no 1/I. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^MH-[A-HJ-NP-Z2-9]{5}$/;

/** A reference like MH-7K2Q9 from five random numbers (32⁵ ≈ 33.5 million references; a clash is retried). */
export function orderReference(random: () => number): string {
  let code = '';
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  return `MH-${code}`;
}
