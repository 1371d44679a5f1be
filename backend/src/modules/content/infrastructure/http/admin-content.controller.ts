import 'reflect-metadata';
import { Body, Delete, Get, Inject, Param, Post, Put, Query, UseInterceptors, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminRoutes } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';

/** The operations an admin content service offers (the ra-data-simple-rest contract). */
export interface AdminContentService<Item, Input> {
  list(query: ListQuery): Promise<Page<Item>>;
  get(id: number): Promise<Item>;
  create(input: Input): Promise<Item>;
  update(id: number, input: Input): Promise<Item>;
  delete(id: number): Promise<Item>;
}

export interface AdminContentResource<Item, Input, Dto> {
  /** The class name: Swagger's operation ids (`AdminFaqController_list`) are made from it. */
  name: string;
  path: string;
  tag: string;
  service: Type<AdminContentService<Item, Input>>;
  dto: Type<Dto> & { from(item: Item): Dto };
  /** The validated body of create and replace. */
  input: Type<Input>;
  /** Audit action prefix and target type (`faq` → `faq.create`). */
  audit: string;
  /** The list's example filter in its description. */
  filterExample: string;
  /** The list's whole description, where it says more than the usual one. */
  listDescription?: string;
  summaries: Record<'list' | 'get' | 'create' | 'update' | 'delete', string>;
}

/**
 * The admin controller of a content resource (list, get, create, replace, delete under `admin/<path>`, admins only,
 * audited): one shape for every resource, see docs/decisions/1401-admin-content-controllers.md.
 */
export function adminContentController<Item, Input, Dto>(resource: AdminContentResource<Item, Input, Dto>) {
  const { dto, audit, summaries } = resource;

  @AdminRoutes(resource.path, resource.tag)
  class AdminContentController {
    constructor(@Inject(resource.service) private readonly service: AdminContentService<Item, Input>) {}

    @Get()
    @UseInterceptors(ContentRangeInterceptor)
    @ApiOperation({
      summary: summaries.list,
      description:
        resource.listDescription ??
        `sort=["campo","ASC"], range=[0,24], filter=${resource.filterExample}; sin parámetros devuelve todo. Responde con Content-Range.`,
    })
    @ApiOkResponse({ type: [dto] })
    async list(@Query() query: ListQueryDto): Promise<Page<Dto>> {
      const page = await this.service.list(query.toListQuery());
      return { ...page, items: page.items.map((item) => dto.from(item)) };
    }

    @Get(':id')
    @ApiOperation({ summary: summaries.get })
    @ApiOkResponse({ type: dto })
    async get(@Param('id', IdPipe) id: number): Promise<Dto> {
      return dto.from(await this.service.get(id));
    }

    @Post()
    @Audited({ action: `${audit}.create`, targetType: audit })
    @ApiOperation({ summary: summaries.create })
    @ApiCreatedResponse({ type: dto })
    async create(@Body() body: Input): Promise<Dto> {
      return dto.from(await this.service.create(body));
    }

    @Put(':id')
    @Audited({ action: `${audit}.update`, targetType: audit })
    @ApiOperation({ summary: summaries.update })
    @ApiOkResponse({ type: dto })
    async update(@Param('id', IdPipe) id: number, @Body() body: Input): Promise<Dto> {
      return dto.from(await this.service.update(id, body));
    }

    @Delete(':id')
    @Audited({ action: `${audit}.delete`, targetType: audit, summary: () => 'Eliminado' })
    @ApiOperation({ summary: summaries.delete })
    @ApiOkResponse({ type: dto })
    async delete(@Param('id', IdPipe) id: number): Promise<Dto> {
      return dto.from(await this.service.delete(id));
    }
  }

  // A generic parameter compiles to Object in the emitted parameter types; the ValidationPipe and Swagger read the
  // body's class from them, so name it, or the body would go unvalidated and undocumented.
  Reflect.defineMetadata('design:paramtypes', [resource.input], AdminContentController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [Number, resource.input], AdminContentController.prototype, 'update');
  Object.defineProperty(AdminContentController, 'name', { value: resource.name });
  return AdminContentController;
}
