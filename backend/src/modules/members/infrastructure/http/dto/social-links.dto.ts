import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsSocialLink } from '../../../../../platform/http/validators.js';

/** A seller's social profiles; in a profile update, null or '' removes one and an absent key keeps it. */
export class SocialLinksDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.instagram.com/laura.salud' })
  @IsSocialLink('instagram')
  instagram?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.facebook.com/laura.salud' })
  @IsSocialLink('facebook')
  facebook?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.tiktok.com/@laura.salud' })
  @IsSocialLink('tiktok')
  tiktok?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.youtube.com/@laura.salud' })
  @IsSocialLink('youtube')
  youtube?: string | null;
}
