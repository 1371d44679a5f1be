import { ApiProperty } from '@nestjs/swagger';
import { DISTRIBUTOR_TITLES, type DistributorTitle } from '../../../domain/member.js';
import { SocialLinksDto } from './social-links.dto.js';

/** How a seller set up their page: what the seller's dashboard shows and the public page renders. */
export class PageSettingsDto {
  @ApiProperty() showFAQ: boolean;
  @ApiProperty() showPrices: boolean;
  @ApiProperty({ nullable: true, type: String }) personalMessage: string | null;
  @ApiProperty({ nullable: true, type: String }) whatsappMessage: string | null;
  @ApiProperty({ nullable: true, type: String }) sellerProfileVideoUrl: string | null;
  @ApiProperty({ enum: DISTRIBUTOR_TITLES }) distributorTitle: DistributorTitle;
  @ApiProperty({ type: SocialLinksDto, description: 'Solo las redes que el distribuidor indicó' })
  socialLinks: SocialLinksDto;
}
