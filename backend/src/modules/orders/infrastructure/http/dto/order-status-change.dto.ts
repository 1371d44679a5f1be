import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order.js';
import type { OrderStatusChange } from '../../../domain/order-status-change.js';

export class OrderStatusChangeDto {
  @ApiProperty({ enum: ORDER_STATUSES }) from: OrderStatus;
  @ApiProperty({ enum: ORDER_STATUSES }) to: OrderStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Motivo de la cancelación' }) reason: string | null;
  @ApiProperty({ description: 'Deshace el cambio anterior' }) isUndo: boolean;
  @ApiProperty() at: Date;

  static from({ from, to, reason, isUndo, at }: OrderStatusChange): OrderStatusChangeDto {
    return Object.assign(new OrderStatusChangeDto(), { from, to, reason, isUndo, at });
  }
}
