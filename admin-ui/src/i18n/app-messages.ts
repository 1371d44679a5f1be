import { auditMessages } from './audit-log-messages';
import { consoleMessages } from './console-messages';
import { contentMessages } from './content-messages';
import { dataRequestMessages, dataRequestResourceMessages } from './data-request-messages';
import { feedbackMessages } from './feedback-messages';
import { materialMessages, materialResourceMessages } from './material-messages';
import { ordersMessages, ordersResourceMessages } from './orders-messages';
import { paymentProofMessages } from './payment-proof-messages';
import { paymentsConsoleMessages } from './payments-messages';
import { resourceMessages } from './resource-messages';

/**
 * Every text of the console that is not react-admin's own. Validation and toast texts match the server's and the public site's word for word.
 * React code reads them through translate('mh.…'); providers and validators import the strings directly.
 */
export const appMessages = {
  resources: {
    ...resourceMessages,
    ...materialResourceMessages,
    ...ordersResourceMessages,
    ...dataRequestResourceMessages,
  },
  mh: {
    ...consoleMessages,
    ...contentMessages,
    ...paymentProofMessages,
    ...paymentsConsoleMessages,
    ...materialMessages,
    ...ordersMessages,
    ...dataRequestMessages,
    ...feedbackMessages,
    ...auditMessages,
  },
} as const;
