import { MarketingMaterialsService } from '../../application/marketing-materials.service.js';
import { adminContentController } from './admin-content.controller.js';
import { MarketingMaterialDto, MarketingMaterialInputDto } from './dto/marketing-material.dto.js';

const FILTER = '{"q":"texto","kind":"pdf","productId":1,"campaign":"Lanzamiento","active":true}';

export const AdminMarketingMaterialsController = adminContentController({
  name: 'AdminMarketingMaterialsController',
  path: 'admin/material',
  tag: 'Administración: material de mercadeo',
  service: MarketingMaterialsService,
  dto: MarketingMaterialDto,
  input: MarketingMaterialInputDto,
  audit: 'material',
  filterExample: FILTER,
  listDescription: `sort=["order","ASC"], range=[0,24], filter=${FILTER}. Responde con Content-Range.`,
  summaries: {
    list: 'Material de mercadeo, activo o no (contrato ra-data-simple-rest)',
    get: 'Un material',
    create: 'Crea un material (imagen, video o PDF subido antes, o solo texto)',
    update: 'Reemplaza un material (sin archivo conserva el actual; el reemplazado se borra)',
    delete: 'Elimina un material y su archivo',
  },
});
