import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order.js';

export class TrackedOrderItemDto {
  @ApiProperty({ example: 'Multydrink' }) name: string;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ type: Number, nullable: true, description: 'COP por unidad; nulo si la página oculta los precios' })
  unitPrice: number | null;
}

export class OrderHistoryEntryDto {
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiPropertyOptional({ type: String, description: 'Motivo de la cancelación, si el vendedor lo dio' })
  reason?: string;
}

export class TrackedOrderSellerDto {
  @ApiProperty({ example: 'Laura Gómez' }) name: string;
  @ApiProperty({ example: 'lau-abc123' }) slug: string;
  @ApiProperty({ example: 'https://wa.me/573001234567?text=…' }) whatsappUrl: string;
}

/** The customer's order page: no customer details, no seller e-mail. */
export class OrderTrackingDto {
  @ApiProperty({ example: 'MH-7K2Q9' }) reference: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ type: [TrackedOrderItemDto] }) items: TrackedOrderItemDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'COP; nulo si la página oculta los precios' })
  total: number | null;
  @ApiProperty({
    type: TrackedOrderSellerDto,
    nullable: true,
    description: 'Nulo si la cuenta del vendedor ya no existe',
  })
  seller: TrackedOrderSellerDto | null;
  @ApiProperty({ type: [OrderHistoryEntryDto] }) history: OrderHistoryEntryDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
