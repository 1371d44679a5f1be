import { Injectable } from '@nestjs/common';
import { MemberDataSections } from './member-data-sections.js';

/** The member's copy of everything stored about them (Ley 1581 de 2012, art. 8: the right to know their data). */
@Injectable()
export class MyDataService {
  constructor(private readonly sections: MemberDataSections) {}

  async exportFor(memberId: number): Promise<Record<string, unknown>> {
    return {
      exportedAt: new Date().toISOString(),
      description:
        'Todos los datos que Multyhealth guarda sobre ti (Ley 1581 de 2012). No incluye tu contraseña ni los datos de contacto de otras personas.',
      ...(await this.sections.exportFor(memberId)),
    };
  }
}
