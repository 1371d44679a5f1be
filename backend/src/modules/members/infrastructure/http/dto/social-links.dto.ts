import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import type { SocialNetwork } from '@multyhealth/rules';
import { IsSocialLink } from '../../../../../platform/http/validators.js';

const SocialLink = (network: SocialNetwork, example: string) =>
  applyDecorators(ApiPropertyOptional({ nullable: true, type: String, example }), IsSocialLink(network));

/** A seller's social profiles; in a profile update, null or '' removes one and an absent key keeps it. */
export class SocialLinksDto {
  @SocialLink('instagram', 'https://www.instagram.com/laura.salud') instagram?: string | null;
  @SocialLink('facebook', 'https://www.facebook.com/laura.salud') facebook?: string | null;
  @SocialLink('tiktok', 'https://www.tiktok.com/@laura.salud') tiktok?: string | null;
  @SocialLink('youtube', 'https://www.youtube.com/@laura.salud') youtube?: string | null;
}
