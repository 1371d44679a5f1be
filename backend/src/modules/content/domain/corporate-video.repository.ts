import type { CorporateVideo, CorporateVideoDraft } from './corporate-video.js';

/** One row holds the video; saving replaces it. */
export abstract class CorporateVideoRepository {
  abstract current(): Promise<CorporateVideo | null>;
  abstract save(draft: CorporateVideoDraft): Promise<CorporateVideo>;
}
