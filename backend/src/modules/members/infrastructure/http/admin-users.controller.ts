import {
  applyDecorators,
  Body,
  Delete,
  Get,
  Param,
  Put,
  Query,
  Res,
  UseInterceptors,
  Controller,
  HttpCode,
  Post,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Audited } from '../../../../platform/audit/audited.js';
import { CurrentUser, AdminOnly } from '../../../../platform/auth/guards.js';
import { sendCsv } from '../../../../platform/http/csv-download.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { AdminMembersService } from '../../application/admin-members.service.js';
import { PasswordChangeService } from '../../application/password-change.service.js';
import { SellerProfileService } from '../../application/seller-profile.service.js';
import { AdminEditUserDto } from './dto/admin-edit-user.dto.js';
import { AdminDashboardDto, AdminUserDetailDto, AdminUserDto } from './dto/admin-user.dto.js';
import { AdminChangePasswordDto, ApprovalDto, PasswordChangedDto } from './dto/password.dto.js';
import { USERS_CSV_HEADER, userCsvRow } from './users-csv.js';

interface MemberChangeOptions {
  /** Audit action after `member.` (`approve` → `member.approve`). */
  action: string;
  /** What the audit trail says happened, before the member's e-mail. */
  audit: string;
}

/** An audited change to one member, summarised with what happened and the member's e-mail. */
const MemberAudited = ({ action, audit }: MemberChangeOptions) =>
  Audited({
    action: `member.${action}`,
    targetType: 'member',
    summary: ({ result }) => `${audit}: ${(result as AdminUserDto).email}`,
  });

/** An audited change to one member that answers the member as it now is; `summary` documents the operation. */
const MemberChange = ({ summary, ...change }: MemberChangeOptions & { summary: string }) =>
  applyDecorators(MemberAudited(change), ApiOperation({ summary }), ApiOkResponse({ type: AdminUserDto }));

@ApiTags('Administración: usuarios')
@AdminOnly()
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly admin: AdminMembersService,
    private readonly passwords: PasswordChangeService,
    private readonly profiles: SellerProfileService,
  ) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'Contadores de distribuidores, pendientes recientes, registros por semana y cifras del negocio',
  })
  @ApiOkResponse({ type: AdminDashboardDto })
  async dashboard(): Promise<AdminDashboardDto> {
    const { counts, pending, registrationsPerWeek, business } = await this.admin.overview();
    return {
      ...business,
      rankingsComputedAt: business.rankingsComputedAt.toISOString(),
      pendingUsers: counts.pending,
      approvedUsers: counts.approved,
      totalUsers: counts.total,
      pendingUsersList: pending.map((m) => AdminUserDto.from(m)),
      registrationsPerWeek,
    };
  }

  @Get('users')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Distribuidores (contrato ra-data-simple-rest)',
    description:
      'sort=["campo","ASC"], range=[0,24], filter={"q":"texto","status":"pending"}; responde con Content-Range. ' +
      'q: cada palabra, en cualquier orden, en el nombre, email, código o WhatsApp, sin distinguir mayúsculas ni ' +
      'tildes; un número de WhatsApp en cualquier formato. city y country: contienen el texto, sin mayúsculas ni tildes.',
  })
  @ApiOkResponse({ type: [AdminUserDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<AdminUserDto>> {
    const page = await this.admin.list(query.toListQuery());
    return { ...page, items: page.items.map((m) => AdminUserDto.from(m)) };
  }

  @Get('users/export')
  @ApiOperation({
    summary: 'Exporta a CSV todos los distribuidores que cumplen el filtro',
    description:
      'Mismos filter y sort que la lista (range se ignora). CSV separado por ";", UTF-8 con BOM; las celdas que empiezan por = + - @ se neutralizan.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'usuarios.csv', schema: { type: 'string' } })
  async export(@Query() query: ListQueryDto, @Res() res: Response): Promise<void> {
    const { range: _range, ...listQuery } = query.toListQuery();
    const rows = (async function* (batches) {
      for await (const batch of batches) yield batch.map(userCsvRow);
    })(this.admin.listAll(listQuery));
    await sendCsv(res, 'usuarios.csv', USERS_CSV_HEADER, rows);
  }

  @Get('users/:id')
  @ApiOperation({ summary: 'Un distribuidor con su patrocinador, visitas y clics' })
  @ApiOkResponse({ type: AdminUserDetailDto })
  async get(@Param('id', IdPipe) id: number): Promise<AdminUserDetailDto> {
    return AdminUserDetailDto.fromDetail(await this.admin.get(id));
  }

  @Put('users/:id')
  @MemberAudited({ action: 'edit', audit: 'Datos del distribuidor corregidos' })
  @ApiOperation({
    summary:
      'Corrige nombre, email, WhatsApp, ciudad y país de un distribuidor (registro completo; el resto se ignora)',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiConflictResponse({ description: 'El email ya pertenece a otra cuenta' })
  async edit(@Param('id', IdPipe) id: number, @Body() body: AdminEditUserDto): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.admin.edit(id, body));
  }

  @Put('users/:id/approve')
  @MemberChange({
    action: 'approve',
    audit: 'Registro aprobado y contraseña fijada',
    summary: 'Aprueba un registro: fija su contraseña y activa la suscripción por un año',
  })
  async approve(@Param('id', IdPipe) id: number, @Body() body: ApprovalDto): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.admin.approve(id, body.password));
  }

  @Put('users/:id/reject')
  @MemberChange({
    action: 'reject',
    audit: 'Registro rechazado',
    summary: 'Rechaza un registro pendiente: se elimina y se avisa al solicitante por email',
  })
  async reject(@Param('id', IdPipe) id: number): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.admin.reject(id));
  }

  @Delete('users/:id')
  // The entry must not keep the personal data the deletion removes.
  @Audited({
    action: 'member.delete',
    targetType: 'member',
    summary: () => 'Cuenta eliminada con sus datos personales',
  })
  @ApiOperation({
    summary: 'Elimina la cuenta de un distribuidor y sus datos personales (igual que su propia solicitud)',
  })
  @ApiOkResponse({ type: AdminUserDto })
  async delete(@Param('id', IdPipe) id: number): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.admin.delete(id));
  }

  @Delete('users/:id/photo')
  @MemberChange({
    action: 'photo.delete',
    audit: 'Foto retirada de la página',
    summary: 'Retira la foto de la página del distribuidor (el archivo se borra)',
  })
  async deletePhoto(@Param('id', IdPipe) id: number): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.profiles.removeFromPage(id, 'photo'));
  }

  @Delete('users/:id/video')
  @MemberChange({
    action: 'video.delete',
    audit: 'Video retirado de la página',
    summary: 'Retira el video de la página del distribuidor',
  })
  async deleteVideo(@Param('id', IdPipe) id: number): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.profiles.removeFromPage(id, 'video'));
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cambia la contraseña del administrador' })
  @ApiOkResponse({ type: PasswordChangedDto })
  @ApiConflictResponse({ description: 'La contraseña se cambió a la vez desde otra sesión' })
  @ApiTooManyRequestsResponse({
    description: 'Cuenta bloqueada temporalmente por contraseñas incorrectas (Retry-After)',
  })
  @Audited({
    action: 'admin.change-password',
    targetType: 'admin',
    targetId: () => null,
    summary: () => 'Contraseña propia cambiada',
  })
  async changePassword(
    @CurrentUser() admin: AuthUser,
    @Body() body: AdminChangePasswordDto,
  ): Promise<PasswordChangedDto> {
    const { token } = await this.passwords.changeAdmin(admin, body);
    return { message: 'Contraseña actualizada correctamente', token };
  }
}
