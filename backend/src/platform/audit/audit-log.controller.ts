import { Get, Query, UseInterceptors, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../shared/domain/list-query.js';
import { AdminOnly } from '../auth/guards.js';
import { ContentRangeInterceptor } from '../http/content-range.interceptor.js';
import { ListQueryDto } from '../http/list-query.dto.js';
import type { AuditEntryOrmEntity } from './audit-entry.orm-entity.js';
import { TypeOrmAuditLog } from './typeorm-audit-log.js';

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty() at: string;
  @ApiProperty() adminId: number;
  @ApiProperty({ description: 'E-mail del administrador en el momento de la acción' }) adminEmail: string;
  @ApiProperty({ example: 'member.approve' }) action: string;
  @ApiProperty({ example: 'member' }) targetType: string;
  @ApiPropertyOptional({ type: String, nullable: true }) targetId: string | null;
  @ApiProperty() summary: string;
  @ApiPropertyOptional({ type: String, nullable: true }) ip: string | null;

  static from(row: AuditEntryOrmEntity): AuditEntryDto {
    return { ...row, at: row.at.toISOString() };
  }
}

/** Read-only on purpose: there is no route to edit or delete an entry, and the table refuses it too. */
@ApiTags('Administración: auditoría')
@AdminOnly()
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly log: TypeOrmAuditLog) {}

  @Get()
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Registro de acciones de los administradores (contrato ra-data-simple-rest)',
    description:
      'sort=["at","DESC"], range=[0,24], filter={"adminId":1,"action":"member.approve","targetType":"member","targetId":"7",' +
      '"from":"2026-01-01","to":"2026-01-31","q":"texto"}; responde con Content-Range.',
  })
  @ApiOkResponse({ type: [AuditEntryDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<AuditEntryDto>> {
    const page = await this.log.findPage(query.toListQuery());
    return { ...page, items: page.items.map((row) => AuditEntryDto.from(row)) };
  }
}
