import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Readiness } from './readiness.js';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
}

/** Probes for load balancers and orchestrators; public, not rate limited, not counted as page visits. */
@ApiTags('Operación')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  @Get()
  @ApiOperation({ summary: 'Vivacidad: el proceso responde (no consulta la base de datos)' })
  @ApiOkResponse({ type: HealthDto })
  live(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Disponibilidad: la base de datos responde y todas las migraciones están aplicadas',
    description:
      'Responde 503 con el motivo mientras la base de datos no responde, faltan migraciones o el servidor se está deteniendo.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: '{ statusCode: 503, message: "<motivo>" }' })
  async ready(): Promise<HealthDto> {
    const problem = await this.readiness.problem();
    if (problem) throw new ServiceUnavailableException(problem);
    return { status: 'ok' };
  }
}
