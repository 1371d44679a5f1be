import { applyDecorators, Body, Delete, Get, Param, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminRoutes, CurrentUser } from '../../../../platform/auth/guards.js';
import { sendCsv } from '../../../../platform/http/csv-download.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { ReadRoute } from '../../../../platform/http/routes.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { AdminMembersService } from '../../application/admin-members.service.js';
import { PasswordChangeService } from '../../application/password-change.service.js';
import { SellerProfileService } from '../../application/seller-profile.service.js';
import { AdminEditUserDto } from './dto/admin-edit-user.dto.js';
import { AdminDashboardDto, AdminUserDetailDto, AdminUserDto } from './dto/admin-user.dto.js';
import { PasswordChangeRoute } from './password-change-route.js';
import { AdminChangePasswordDto, ApprovalDto, PasswordChangedDto } from './dto/password.dto.js';
import { USERS_CSV_HEADER, userCsvRow } from './users-csv.js';

/** An audited change to one member, summarised with what happened and the member's e-mail. */
const MemberAudited = (action: string, what: string) =>
  Audited({
    action: `member.${action}`,
    targetType: 'member',
    summary: ({ result }) => `${what}: ${(result as AdminUserDto).email}`,
  });

/** An audited change to one member that answers the member as it now is. */
const MemberChange = (action: string, what: string, summary: string) =>
  applyDecorators(MemberAudited(action, what), ApiOperation({ summary }), ApiOkResponse({ type: AdminUserDto }));

@AdminRoutes('admin', 'Administración: usuarios')
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
      'sort=["campo","ASC"], range=[0,24], filter={"q":"texto","status":"pending"}; responde con Content-Range.',
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
  @ApiOkResponse({ description: 'usuarios.csv' })
  async export(@Query() query: ListQueryDto, @Res() res: Response): Promise<void> {
    const { range: _range, ...listQuery } = query.toListQuery();
    const rows = (async function* (batches) {
      for await (const batch of batches) yield batch.map(userCsvRow);
    })(this.admin.listAll(listQuery));
    await sendCsv(res, 'usuarios.csv', USERS_CSV_HEADER, rows);
  }

  @ReadRoute('users/:id', 'Un distribuidor con su patrocinador, visitas y clics', AdminUserDetailDto)
  async get(@Param('id', IdPipe) id: number): Promise<AdminUserDetailDto> {
    return AdminUserDetailDto.fromDetail(await this.admin.get(id));
  }

  @Put('users/:id')
  @MemberAudited('edit', 'Datos del distribuidor corregidos')
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
  @MemberChange(
    'approve',
    'Registro aprobado y contraseña fijada',
    'Aprueba un registro: fija su contraseña y activa la suscripción por un año',
  )
  async approve(@Param('id', IdPipe) id: number, @Body() body: ApprovalDto): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.admin.approve(id, body.password));
  }

  @Put('users/:id/reject')
  @MemberChange(
    'reject',
    'Registro rechazado',
    'Rechaza un registro pendiente: se elimina y se avisa al solicitante por email',
  )
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
  @MemberChange(
    'photo.delete',
    'Foto retirada de la página',
    'Retira la foto de la página del distribuidor (el archivo se borra)',
  )
  async deletePhoto(@Param('id', IdPipe) id: number): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.profiles.removeFromPage(id, 'photo'));
  }

  @Delete('users/:id/video')
  @MemberChange('video.delete', 'Video retirado de la página', 'Retira el video de la página del distribuidor')
  async deleteVideo(@Param('id', IdPipe) id: number): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.profiles.removeFromPage(id, 'video'));
  }

  @PasswordChangeRoute('Cambia la contraseña del administrador')
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
