import { Module } from '@nestjs/common';

/** Catalogue and site content: products, features, testimonials, FAQ, team, corporate video, announcements, gallery. */
@Module({})
export class ContentModule {}
