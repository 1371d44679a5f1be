import 'reflect-metadata';
import { Body, Delete, Get, Inject, Param, Post, Put, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerRoutes } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';

/** The operations a seller's own items offer (see SellerItemsService). */
export interface SellerItemsService<Item, Input> {
  mine(sellerId: number): Promise<Item[]>;
  create(sellerId: number, input: Input): Promise<Item>;
  update(sellerId: number, id: number, input: Input): Promise<Item>;
  delete(sellerId: number, id: number): Promise<Item>;
}

export interface SellerItemsResource<Item, Input, Dto> {
  /** The class name: Swagger's operation ids (`SellerGalleryController_list`) are made from it. */
  name: string;
  /** The create operation's name in its operation id (the gallery's has always been `add`). */
  createOperation: 'create' | 'add';
  path: string;
  tag: string;
  service: Type<SellerItemsService<Item, Input>>;
  dto: Type<Dto> & { from(item: Item): Dto };
  input: Type<Input>;
  summaries: Record<'list' | 'create' | 'update' | 'delete', string>;
}

/** A seller's own items of one kind under `protected/<path>`: list, add, replace and delete, sellers only. */
export function sellerItemsController<Item, Input, Dto>(resource: SellerItemsResource<Item, Input, Dto>) {
  const { dto, summaries } = resource;

  @SellerRoutes(resource.path, resource.tag)
  class SellerItemsController {
    constructor(@Inject(resource.service) private readonly items: SellerItemsService<Item, Input>) {}

    @Get()
    @ApiOperation({ summary: summaries.list })
    @ApiOkResponse({ type: [dto] })
    async list(@CurrentUser() user: AuthUser): Promise<Dto[]> {
      return (await this.items.mine(user.id)).map((item) => dto.from(item));
    }

    @Post()
    @ApiOperation({ summary: summaries.create, operationId: `${resource.name}_${resource.createOperation}` })
    @ApiCreatedResponse({ type: dto })
    async create(@CurrentUser() user: AuthUser, @Body() body: Input): Promise<Dto> {
      return dto.from(await this.items.create(user.id, body));
    }

    @Put(':id')
    @ApiOperation({ summary: summaries.update })
    @ApiOkResponse({ type: dto })
    async update(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body() body: Input): Promise<Dto> {
      return dto.from(await this.items.update(user.id, id, body));
    }

    @Delete(':id')
    @ApiOperation({ summary: summaries.delete })
    @ApiOkResponse({ type: dto })
    async delete(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<Dto> {
      return dto.from(await this.items.delete(user.id, id));
    }
  }

  // As in adminContentController: name the body's class in the emitted parameter types, or it goes unvalidated.
  const { prototype } = SellerItemsController;
  Reflect.defineMetadata('design:paramtypes', [Object, resource.input], prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [Object, Number, resource.input], prototype, 'update');
  Object.defineProperty(SellerItemsController, 'name', { value: resource.name });
  return SellerItemsController;
}
