import { MemberDataSection } from '../../../shared/domain/member-data-section.js';

/** Every context's part of a member's data, in the order of the export file. The list is MEMBER_DATA_SECTIONS in src/member-data.module.ts. */
export class MemberDataSections {
  constructor(readonly all: MemberDataSection[]) {}

  async exportFor(memberId: number): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    for (const section of this.all) data[section.section] = await section.exportFor(memberId);
    return data;
  }

  /** In list order, inside the deletion's transaction, before the member's row goes. */
  async eraseFor(memberId: number): Promise<void> {
    for (const section of this.all) await section.eraseFor(memberId);
  }
}
