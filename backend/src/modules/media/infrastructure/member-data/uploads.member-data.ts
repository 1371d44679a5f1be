import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/** The files the member uploaded. They are removed from storage by the media context once the deletion commits. */
@Injectable()
export class UploadsMemberData extends MemberDataSection {
  readonly section = 'uploads';

  constructor(private readonly tx: Transactions) {
    super();
  }

  exportFor(memberId: number): Promise<unknown> {
    return this.tx.manager.query(
      `SELECT url, kind, "contentType", size, "createdAt" FROM media_files WHERE "ownerId" = $1 ORDER BY "createdAt"`,
      [memberId],
    );
  }

  async eraseFor(): Promise<void> {}
}
