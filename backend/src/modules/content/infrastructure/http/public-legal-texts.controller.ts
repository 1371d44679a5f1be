import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { LegalTextsService } from '../../application/legal-texts.service.js';
import { LEGAL_KINDS } from '../../domain/legal-text.js';
import { LegalTextDto } from './dto/legal-text.dto.js';

@ApiTags('Contenido público')
@Controller()
export class PublicLegalTextsController {
  constructor(private readonly texts: LegalTextsService) {}

  @Get('legal/:kind')
  @ApiOperation({ summary: 'Términos y Condiciones (terminos) o Política de Privacidad (privacidad)' })
  @ApiParam({ name: 'kind', enum: LEGAL_KINDS })
  @ApiOkResponse({ type: LegalTextDto })
  async get(@Param('kind') kind: string): Promise<LegalTextDto> {
    return LegalTextDto.from(await this.texts.byKind(kind));
  }
}
