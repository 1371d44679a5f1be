/** Implemented by the media context: removes every stored file a member uploaded (after the member is deleted). */
export abstract class MemberFiles {
  abstract deleteAllOwnedBy(memberId: number): Promise<void>;
}
