import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from '../../shared/domain/audit-log.js';
import { AuditEntryOrmEntity } from './audit-entry.orm-entity.js';
import { AuditLogController } from './audit-log.controller.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { TypeOrmAuditLog } from './typeorm-audit-log.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryOrmEntity])],
  controllers: [AuditLogController],
  providers: [TypeOrmAuditLog, { provide: AuditLog, useExisting: TypeOrmAuditLog }, AuditInterceptor],
  exports: [AuditLog, AuditInterceptor],
})
export class AuditModule {}
