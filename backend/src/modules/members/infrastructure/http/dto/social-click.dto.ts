import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@multyhealth/rules';

export class SocialClickDto {
  @ApiProperty({ enum: SOCIAL_NETWORKS })
  @IsIn(SOCIAL_NETWORKS, { message: 'La red social debe ser instagram, facebook, tiktok o youtube' })
  network: SocialNetwork;
}
