import { AnnouncementsService } from '../../application/announcements.service.js';
import { adminContentController } from './admin-content.controller.js';
import { AnnouncementDto, AnnouncementInputDto } from './dto/announcement.dto.js';

export const AdminAnnouncementsController = adminContentController({
  name: 'AdminAnnouncementsController',
  path: 'admin/announcements',
  tag: 'Administración: anuncios',
  service: AnnouncementsService,
  dto: AnnouncementDto,
  input: AnnouncementInputDto,
  audit: 'announcement',
  filterExample: '{"q":"sabor","active":true,"targetType":"city"}',
  summaries: {
    list: 'Anuncios, activos o no (contrato ra-data-simple-rest)',
    get: 'Un anuncio',
    create: 'Crea un anuncio (imagen o video; para todos, una ciudad o un país)',
    update: 'Reemplaza un anuncio (sin imagen/video conserva los actuales)',
    delete: 'Elimina un anuncio y su imagen o video',
  },
});
