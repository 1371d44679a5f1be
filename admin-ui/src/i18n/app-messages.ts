import { consoleMessages } from './console-messages';
import { contentMessages } from './content-messages';
import { paymentProofMessages } from './payment-proof-messages';
import { resourceMessages } from './resource-messages';

/**
 * Every text of the console that is not react-admin's own (CONVENTIONS.md §9). SPEC.md §5 and §8 texts are verbatim.
 * React code reads them through translate('mh.…'); providers and validators import the strings directly.
 */
export const appMessages = {
  resources: resourceMessages,
  mh: { ...consoleMessages, ...contentMessages, ...paymentProofMessages },
} as const;
