import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataRequestsService } from '../../application/data-requests.service.js';
import { CreateDataRequestDto, DataRequestCreatedDto } from './dto/data-request.dto.js';

@ApiTags('Protección de datos')
@Controller('data-requests')
export class DataRequestsController {
  constructor(private readonly requests: DataRequestsService) {}

  @Post()
  @ApiOperation({
    summary: 'Consulta, reclamo o solicitud de supresión de datos personales (Ley 1581); envía una confirmación',
  })
  @ApiCreatedResponse({ type: DataRequestCreatedDto })
  @ApiTooManyRequestsResponse({ description: 'Demasiadas solicitudes desde esta IP o para este email' })
  async create(@Body() body: CreateDataRequestDto, @Req() request: Request): Promise<DataRequestCreatedDto> {
    const created = await this.requests.submit(body, request.ip ?? null);
    return {
      id: created.id,
      dueDate: created.dueDate,
      message: 'Recibimos tu solicitud. Te enviamos una confirmación por email con la fecha límite de respuesta.',
    };
  }
}
