import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsBoolean } from 'class-validator';

export class OrderMonthCountsDto {
  @ApiProperty() created: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() delivered: number;
  @ApiProperty() cancelled: number;
}

export class SellerOrderOverviewDto {
  @ApiProperty({ description: 'Pedidos en estado nuevo (la insignia de la pestaña Pedidos)' }) newOrders: number;
  @ApiProperty({ type: OrderMonthCountsDto, description: 'Pedidos del mes en curso (hora de Colombia)' })
  month: OrderMonthCountsDto;
  @ApiProperty({ description: 'Ventas del mes: COP de los pedidos entregados este mes' }) monthSales: number;
}

export class OrderSettingsDto {
  @ApiProperty({ description: 'Recibir un correo con los pedidos nuevos (agrupados cada 10 minutos)' })
  @Allow()
  @IsBoolean({ message: 'El valor debe ser verdadero o falso' })
  emailOnNewOrder: boolean;
}

export class MonthFiguresDto {
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty() orders: number;
  @ApiProperty() deliveredOrders: number;
  @ApiProperty() deliveredSales: number;
}

export class TopSellerDto {
  @ApiProperty() sellerId: number;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() deliveredOrders: number;
  @ApiProperty() deliveredSales: number;
}

export class TopProductDto {
  @ApiProperty({ type: Number, nullable: true }) productId: number | null;
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty() sales: number;
}

export class BusinessOrderFiguresDto {
  @ApiProperty({ type: [MonthFiguresDto], description: 'Últimos 12 meses: pedidos y ventas entregadas' })
  months: MonthFiguresDto[];
  @ApiProperty({ type: [TopSellerDto] }) topSellers: TopSellerDto[];
  @ApiProperty({ type: [TopProductDto] }) topProducts: TopProductDto[];
}
