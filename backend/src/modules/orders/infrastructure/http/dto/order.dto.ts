import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../../../domain/order.js';

export class OrderLineRequestDto {
  @ApiProperty({ example: 1 }) productId: number;
  @ApiProperty({ example: 2, minimum: 1, maximum: 20 }) quantity: number;
}

/** Checked by the domain (order-request.ts), so every refusal has its Spanish message. */
export class CreateOrderDto {
  @ApiProperty({
    type: [OrderLineRequestDto],
    description: 'De 1 a 20 productos distintos, de 1 a 20 unidades cada uno',
  })
  @Allow()
  items: unknown;

  @ApiPropertyOptional({ type: String, example: 'Laura Gómez', maxLength: 100 }) @Allow() customerName?: unknown;
  @ApiPropertyOptional({ type: String, example: '+573001234567', description: 'Celular del cliente' })
  @Allow()
  customerPhone?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Cali', maxLength: 100 }) @Allow() city?: unknown;
  @ApiPropertyOptional({ type: String, example: 'Entregar en la tarde', maxLength: 500 }) @Allow() note?: unknown;
}

export class PlacedOrderDto {
  @ApiProperty({ example: 'MH-7K2Q9' }) reference: string;
  @ApiProperty({ example: 330000, description: 'COP, a los precios del vendedor en ese momento' }) total: number;
  @ApiProperty({ example: 'https://wa.me/573001234567?text=…' }) whatsappUrl: string;
  @ApiProperty({
    example: 'https://multyhealth.com/pedido/MH-7K2Q9?t=…',
    description: 'La página privada del pedido para el cliente (no la compartas)',
  })
  trackingUrl: string;
}

export class UpdateOrderDto {
  @ApiPropertyOptional({ type: String, enum: ORDER_STATUSES }) @Allow() status?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Motivo, solo al cancelar', maxLength: 300 })
  @Allow()
  reason?: unknown;
  @ApiPropertyOptional({ type: String, maxLength: 100 }) @Allow() customerName?: unknown;
  @ApiPropertyOptional({ type: String }) @Allow() customerPhone?: unknown;
  @ApiPropertyOptional({ type: String, maxLength: 500 }) @Allow() note?: unknown;
}

export class OrderItemDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Nulo si el producto ya no existe' })
  productId: number | null;
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'COP por unidad, congelado al crear el pedido' }) unitPrice: number;
}

export class OrderDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'MH-7K2Q9' }) reference: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ type: [OrderItemDto] }) items: OrderItemDto[];
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Si la página mostraba los precios cuando se hizo el pedido' }) pricesShown: boolean;
  @ApiProperty({ description: 'Pedido del propio vendedor o de un administrador: no cuenta en las cifras' })
  isTest: boolean;
  @ApiProperty({ type: String, nullable: true }) customerName: string | null;
  @ApiProperty({ type: String, nullable: true }) customerPhone: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true }) cancelReason: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
  @ApiProperty({ type: Date, nullable: true }) confirmedAt: Date | null;
  @ApiProperty({ type: Date, nullable: true }) deliveredAt: Date | null;
  @ApiProperty({ type: Date, nullable: true }) cancelledAt: Date | null;

  static from(order: Order): OrderDto {
    const { sellerId: _sellerId, ...fields } = order;
    return Object.assign(new OrderDto(), fields);
  }
}

export class AdminOrderDto extends OrderDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Nulo si el distribuidor fue eliminado' })
  sellerId: number | null;

  static fromOrder(order: Order): AdminOrderDto {
    return Object.assign(new AdminOrderDto(), order);
  }
}
