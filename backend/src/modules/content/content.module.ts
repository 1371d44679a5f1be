import { AdminMemberContentController } from './infrastructure/http/admin-member-content.controller.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnnouncementsService } from './application/announcements.service.js';
import { CorporateVideoService } from './application/corporate-video.service.js';
import { FaqService } from './application/faq.service.js';
import { LegalTextsService } from './application/legal-texts.service.js';
import { MarketingMaterialsService } from './application/marketing-materials.service.js';
import { GalleryService } from './application/gallery.service.js';
import { ProductFeaturesService } from './application/product-features.service.js';
import { ProductsService } from './application/products.service.js';
import { RecordChanges } from './application/record-changes.js';
import { SellerTestimonialsService } from './application/seller-testimonials.service.js';
import { TeamImagesService } from './application/team-images.service.js';
import { TestimonialsService } from './application/testimonials.service.js';
import { AnnouncementRepository } from './domain/announcement.repository.js';
import { CorporateVideoRepository } from './domain/corporate-video.repository.js';
import { FaqRepository } from './domain/faq.repository.js';
import { LegalTextRepository } from './domain/legal-text.repository.js';
import { MarketingMaterialRepository } from './domain/marketing-material.repository.js';
import { GalleryImageRepository } from './domain/gallery-image.repository.js';
import { ProductFeatureRepository } from './domain/product-feature.repository.js';
import { ProductRepository } from './domain/product.repository.js';
import { TeamImageRepository } from './domain/team-image.repository.js';
import { TestimonialRepository } from './domain/testimonial.repository.js';
import { AdminAnnouncementsController } from './infrastructure/http/admin-announcements.controller.js';
import { AdminCorporateVideoController } from './infrastructure/http/admin-corporate-video.controller.js';
import { AdminFaqController } from './infrastructure/http/admin-faq.controller.js';
import { AdminLegalTextsController } from './infrastructure/http/admin-legal-texts.controller.js';
import { AdminMarketingMaterialsController } from './infrastructure/http/admin-marketing-materials.controller.js';
import { PublicLegalTextsController } from './infrastructure/http/public-legal-texts.controller.js';
import { AdminProductFeaturesController } from './infrastructure/http/admin-product-features.controller.js';
import { AdminProductsController } from './infrastructure/http/admin-products.controller.js';
import { AdminTeamImagesController } from './infrastructure/http/admin-team-images.controller.js';
import { AdminTestimonialsController } from './infrastructure/http/admin-testimonials.controller.js';
import { PublicContentController } from './infrastructure/http/public-content.controller.js';
import { SellerGalleryController } from './infrastructure/http/seller-gallery.controller.js';
import { SellerMaterialController } from './infrastructure/http/seller-material.controller.js';
import { SellerTestimonialsController } from './infrastructure/http/seller-testimonials.controller.js';
import { AnnouncementOrmEntity } from './infrastructure/persistence/announcement.orm-entity.js';
import { CorporateVideoOrmEntity } from './infrastructure/persistence/corporate-video.orm-entity.js';
import { FaqOrmEntity } from './infrastructure/persistence/faq.orm-entity.js';
import { LegalTextOrmEntity } from './infrastructure/persistence/legal-text.orm-entity.js';
import { MarketingMaterialOrmEntity } from './infrastructure/persistence/marketing-material.orm-entity.js';
import { GalleryImageOrmEntity } from './infrastructure/persistence/gallery-image.orm-entity.js';
import { ProductFeatureOrmEntity } from './infrastructure/persistence/product-feature.orm-entity.js';
import { ProductOrmEntity } from './infrastructure/persistence/product.orm-entity.js';
import { TeamImageOrmEntity } from './infrastructure/persistence/team-image.orm-entity.js';
import { TestimonialOrmEntity } from './infrastructure/persistence/testimonial.orm-entity.js';
import { TypeOrmAnnouncementRepository } from './infrastructure/persistence/typeorm-announcement.repository.js';
import { TypeOrmCorporateVideoRepository } from './infrastructure/persistence/typeorm-corporate-video.repository.js';
import { TypeOrmFaqRepository } from './infrastructure/persistence/typeorm-faq.repository.js';
import { TypeOrmLegalTextRepository } from './infrastructure/persistence/typeorm-legal-text.repository.js';
import { TypeOrmMarketingMaterialRepository } from './infrastructure/persistence/typeorm-marketing-material.repository.js';
import { TypeOrmGalleryImageRepository } from './infrastructure/persistence/typeorm-gallery-image.repository.js';
import { TypeOrmProductFeatureRepository } from './infrastructure/persistence/typeorm-product-feature.repository.js';
import { TypeOrmProductRepository } from './infrastructure/persistence/typeorm-product.repository.js';
import { TypeOrmTeamImageRepository } from './infrastructure/persistence/typeorm-team-image.repository.js';
import { TypeOrmTestimonialRepository } from './infrastructure/persistence/typeorm-testimonial.repository.js';

/** Catalogue and site content: products, features, testimonials, FAQ, team, corporate video, announcements, gallery, sellers' marketing material. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProductOrmEntity,
      ProductFeatureOrmEntity,
      TestimonialOrmEntity,
      FaqOrmEntity,
      LegalTextOrmEntity,
      AnnouncementOrmEntity,
      TeamImageOrmEntity,
      CorporateVideoOrmEntity,
      GalleryImageOrmEntity,
      MarketingMaterialOrmEntity,
    ]),
  ],
  controllers: [
    PublicContentController,
    AdminProductsController,
    AdminProductFeaturesController,
    AdminTestimonialsController,
    AdminFaqController,
    AdminLegalTextsController,
    PublicLegalTextsController,
    AdminAnnouncementsController,
    AdminTeamImagesController,
    AdminCorporateVideoController,
    SellerTestimonialsController,
    SellerGalleryController,
    AdminMarketingMaterialsController,
    SellerMaterialController,
    AdminMemberContentController,
  ],
  providers: [
    RecordChanges,
    ProductsService,
    ProductFeaturesService,
    TestimonialsService,
    SellerTestimonialsService,
    FaqService,
    LegalTextsService,
    AnnouncementsService,
    TeamImagesService,
    CorporateVideoService,
    GalleryService,
    MarketingMaterialsService,
    { provide: ProductRepository, useClass: TypeOrmProductRepository },
    { provide: ProductFeatureRepository, useClass: TypeOrmProductFeatureRepository },
    { provide: TestimonialRepository, useClass: TypeOrmTestimonialRepository },
    { provide: FaqRepository, useClass: TypeOrmFaqRepository },
    { provide: LegalTextRepository, useClass: TypeOrmLegalTextRepository },
    { provide: AnnouncementRepository, useClass: TypeOrmAnnouncementRepository },
    { provide: TeamImageRepository, useClass: TypeOrmTeamImageRepository },
    { provide: CorporateVideoRepository, useClass: TypeOrmCorporateVideoRepository },
    { provide: GalleryImageRepository, useClass: TypeOrmGalleryImageRepository },
    { provide: MarketingMaterialRepository, useClass: TypeOrmMarketingMaterialRepository },
  ],
})
export class ContentModule {}
