import { TeamImagesService } from '../../application/team-images.service.js';
import { adminContentController } from './admin-content.controller.js';
import { TeamImageDto, TeamImageInputDto } from './dto/team-image.dto.js';

export const AdminTeamImagesController = adminContentController({
  name: 'AdminTeamImagesController',
  path: 'admin/team-images',
  tag: 'Administración: equipo',
  service: TeamImagesService,
  dto: TeamImageDto,
  input: TeamImageInputDto,
  audit: 'team_image',
  filterExample: '{"q":"convención","isActive":true}',
  summaries: {
    list: 'Imágenes del equipo, activas o no (contrato ra-data-simple-rest)',
    get: 'Una imagen del equipo',
    create: 'Agrega una imagen del equipo',
    update: 'Reemplaza una imagen del equipo',
    delete: 'Elimina una imagen del equipo y su archivo',
  },
});
