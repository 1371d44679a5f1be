import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  HasOnlyKeys,
  IsStoredImageUrl,
  IsWhatsappNumber,
  IsYoutubeLink,
  Trim,
} from '../../../../../platform/http/validators.js';
import { SOCIAL_NETWORKS } from '@multyhealth/rules';
import { DISTRIBUTOR_TITLES, type DistributorTitle } from '../../../domain/member.js';
import { SocialLinksDto } from './social-links.dto.js';
import { PageSettingsDto } from './page-settings.dto.js';
import { MemberFieldsDto } from '../../../../../platform/http/member-fields.dto.js';

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Medellín' })
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'La ciudad no puede tener más de 100 caracteres' })
  @MinLength(2, { message: 'La ciudad debe tener al menos 2 caracteres' })
  @IsString({ message: 'La ciudad debe tener al menos 2 caracteres' })
  city?: string;

  @ApiPropertyOptional({
    example: '+34612345678',
    description: 'Número de WhatsApp con indicativo; se guarda en formato E.164',
  })
  @IsOptional()
  @IsWhatsappNumber()
  whatsapp?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(1000, { message: 'El mensaje personal no puede tener más de 1000 caracteres' })
  @IsString({ message: 'El mensaje personal debe ser texto' })
  personalMessage?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(500, { message: 'El mensaje de WhatsApp no puede tener más de 500 caracteres' })
  @IsString({ message: 'El mensaje de WhatsApp debe ser texto' })
  whatsappMessage?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Mostrar FAQ debe ser verdadero o falso' })
  showFAQ?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Mostrar precios debe ser verdadero o falso' })
  showPrices?: boolean;

  @ApiPropertyOptional({
    enum: DISTRIBUTOR_TITLES,
    description: 'Cómo te nombra tu página: Distribuidor, Distribuidora o Persona distribuidora (neutro)',
  })
  @IsOptional()
  @IsIn(DISTRIBUTOR_TITLES, {
    message: 'Elige cómo te presenta tu página: Distribuidor, Distribuidora o Persona distribuidora',
  })
  distributorTitle?: DistributorTitle;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Imagen subida a este sitio (/uploads/… o el almacenamiento en la nube); vacío la quita',
  })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Trim()
  @IsStoredImageUrl({ message: 'La foto debe ser un archivo subido a este sitio' })
  photo?: string | null;

  @ApiPropertyOptional({
    type: SocialLinksDto,
    description: 'Perfiles en Instagram, Facebook, TikTok y YouTube (https); null o vacío quita uno',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SocialLinksDto)
  @HasOnlyKeys(SOCIAL_NETWORKS, { message: 'Las redes sociales admitidas son instagram, facebook, tiktok y youtube' })
  @IsObject({ message: 'Las redes sociales deben enviarse como un objeto' })
  socialLinks?: SocialLinksDto;
}

export class UpdateVideoDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    description: 'Vacío (o null) elimina el video; se guarda como https://www.youtube.com/embed/<id>',
  })
  // Required: a body without it (a misspelt key) must not silently remove the video.
  @ValidateIf((_, v) => v !== null)
  @IsYoutubeLink({ message: 'Por favor ingresa una URL válida de YouTube' })
  @MaxLength(500, { message: 'Por favor ingresa una URL válida de YouTube' })
  @IsString({ message: 'Por favor ingresa una URL válida de YouTube' })
  sellerProfileVideoUrl?: string | null;
}

export class SellerDashboardDto extends IntersectionType(OmitType(MemberFieldsDto, ['id']), PageSettingsDto) {
  @ApiProperty() visitCount: number;
  @ApiProperty() whatsappClicks: number;
}

export class DailyStatsDto {
  @ApiProperty({ example: '2026-11-22' }) date: string;
  @ApiProperty() visits: number;
  @ApiProperty() uniqueVisitors: number;
  @ApiProperty() whatsappClicks: number;
  @ApiProperty({ description: 'Pedidos enviados por WhatsApp' }) orderIntents: number;
}

export class SourceVisitsDto {
  @ApiProperty({ enum: ['whatsapp', 'facebook', 'instagram', 'tiktok', 'qr', 'otro', 'directo'] }) source: string;
  @ApiProperty() visits: number;
}

export class DeviceVisitsDto {
  @ApiProperty({ enum: ['teléfono', 'computador'] }) device: string;
  @ApiProperty() visits: number;
}

export class ProductActivityDto {
  @ApiProperty() productId: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Clics en el botón de WhatsApp del producto' }) clicks: number;
  @ApiProperty({ description: 'Pedidos por WhatsApp que incluyen el producto' }) orderIntents: number;
}

export class OrderCountsDto {
  @ApiProperty() created: number;
  @ApiProperty() confirmed: number;
  @ApiProperty() delivered: number;
  @ApiProperty() cancelled: number;
}

export class ProductSalesDto {
  @ApiProperty({ type: Number, nullable: true }) productId: number | null;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Unidades entregadas' }) quantity: number;
  @ApiProperty({ description: 'COP entregados' }) sales: number;
}

export class SalesFiguresDto {
  @ApiProperty({ description: 'COP de los pedidos entregados' }) delivered: number;
  @ApiProperty({ type: [ProductSalesDto] }) byProduct: ProductSalesDto[];
}

export class AnalyticsSummaryDto {
  @ApiProperty() visits: number;
  @ApiProperty() uniqueVisitors: number;
  @ApiProperty() whatsappClicks: number;
  @ApiProperty({ description: 'Visitantes únicos que escribieron por WhatsApp o hicieron un pedido (el embudo)' })
  contacts: number;
  @ApiProperty() orderIntents: number;
  @ApiProperty({ type: [SourceVisitsDto] }) sources: SourceVisitsDto[];
  @ApiProperty({ type: [DeviceVisitsDto] }) devices: DeviceVisitsDto[];
  @ApiProperty({ type: [ProductActivityDto] }) products: ProductActivityDto[];
  @ApiProperty({
    type: () => OrderCountsDto,
    description: 'Pedidos creados, confirmados, entregados y cancelados en el periodo',
  })
  orders: OrderCountsDto;
  @ApiProperty({ type: () => SalesFiguresDto, description: 'Ventas entregadas en el periodo (COP)' })
  sales: SalesFiguresDto;
}
