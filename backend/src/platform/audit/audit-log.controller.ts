import { Get, Query, Res, UseInterceptors, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { auditSentence, readableIp, readableSummary, targetLabel } from '@multyhealth/rules';
import type { Response } from 'express';
import type { Page } from '../../shared/domain/list-query.js';
import { AdminOnly } from '../auth/guards.js';
import { ContentRangeInterceptor } from '../http/content-range.interceptor.js';
import { sendCsv } from '../http/csv-download.js';
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
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Nombre y código del distribuidor afectado, si la cuenta aún existe',
    example: 'Ana Gómez (ana01)',
  })
  targetName: string | null;

  static from(row: AuditEntryOrmEntity, names: Map<string, string>): AuditEntryDto {
    const targetName = row.targetType === 'member' && row.targetId ? (names.get(row.targetId) ?? null) : null;
    return { ...row, at: row.at.toISOString(), targetName };
  }
}

export const AUDIT_CSV_HEADER = ['Fecha', 'Hora', 'Administrador', 'Acción', 'Objeto', 'ID del objeto', 'Cambio', 'IP'];

const bogota = { timeZone: 'America/Bogota' } as const;
const day = new Intl.DateTimeFormat('es-CO', { ...bogota, day: '2-digit', month: '2-digit', year: 'numeric' });
const time = new Intl.DateTimeFormat('es-CO', { ...bogota, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** One row of the audit CSV, in the words of the screen (dd/MM/yyyy and 24-hour time in Bogotá). */
function auditCsvRow(row: AuditEntryDto): unknown[] {
  return [
    day.format(new Date(row.at)),
    time.format(new Date(row.at)),
    row.adminEmail,
    auditSentence(row),
    row.targetName ?? targetLabel(row.targetType),
    row.targetId ?? '',
    readableSummary(row.summary),
    readableIp(row.ip),
  ];
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
    const names = await this.log.memberNames(page.items);
    return { ...page, items: page.items.map((row) => AuditEntryDto.from(row, names)) };
  }

  @Get('export')
  @ApiOperation({
    summary: 'Exporta a CSV todas las entradas que cumplen el filtro',
    description:
      'Mismo filter que la lista (range se ignora), las más recientes primero. Como la exportación de usuarios: ' +
      'separado por ";", UTF-8 con BOM, fechas dd/MM/yyyy, encabezados y acciones en español.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'auditoria.csv', schema: { type: 'string' } })
  async export(@Query() query: ListQueryDto, @Res() res: Response): Promise<void> {
    const { range: _range, sort: _sort, ...listQuery } = query.toListQuery();
    const log = this.log;
    const rows = (async function* () {
      for await (const batch of log.findAll(listQuery)) {
        const names = await log.memberNames(batch);
        yield batch.map((row) => auditCsvRow(AuditEntryDto.from(row, names)));
      }
    })();
    await sendCsv(res, 'auditoria.csv', AUDIT_CSV_HEADER, rows);
  }
}
