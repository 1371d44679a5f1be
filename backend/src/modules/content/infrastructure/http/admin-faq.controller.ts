import { FaqService } from '../../application/faq.service.js';
import { adminContentController } from './admin-content.controller.js';
import { FaqDto, FaqInputDto } from './dto/faq.dto.js';

export const AdminFaqController = adminContentController({
  name: 'AdminFaqController',
  path: 'admin/faq',
  tag: 'Administración: preguntas frecuentes',
  service: FaqService,
  dto: FaqDto,
  input: FaqInputDto,
  audit: 'faq',
  filterExample: '{"q":"registro"}',
  summaries: {
    list: 'Preguntas frecuentes (contrato ra-data-simple-rest)',
    get: 'Una pregunta frecuente',
    create: 'Crea una pregunta (orden 1 por defecto)',
    update: 'Reemplaza una pregunta',
    delete: 'Elimina una pregunta',
  },
});
