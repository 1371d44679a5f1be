import { ApiProperty } from '@nestjs/swagger';

class SponsorNameDto {
  @ApiProperty({ example: 'Laura Gómez' }) name: string;
}

/** Who invited the member, by name only (their contact data belongs to them). */
export class MySponsorDto {
  @ApiProperty({ nullable: true, type: SponsorNameDto, description: 'null: se registró sin patrocinador' })
  sponsor: SponsorNameDto | null;
  @ApiProperty({ description: "El patrocinador eliminó su cuenta: se muestra 'cuenta eliminada'" })
  sponsorDeleted: boolean;
}
