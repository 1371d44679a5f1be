import { useState } from 'react';
import { importWithRetry } from '../../lib/lazy-retry';
import type { PublicPage } from './api/get-public-page.query';
import type { SentOrder } from './order-cart.store';
import { OFFLINE, SEND_FAILED } from './send-order-messages';

const offline = () => navigator.onLine === false;

/**
 * Places an order with the visitor's remembered details (send-order.ts, loaded on the first send). Nothing opens
 * before the order is stored: the caller shows the reference with a link to the chat, so an offline or failed send
 * leaves the cart as it was, with a message, and never a blank tab.
 */
export function useSendOrder(slug: string, page: PublicPage) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (items: { productId: number; quantity: number }[], onSent: (sent: SentOrder) => void) => {
    setError(null);
    if (offline()) {
      setError(OFFLINE);
      return;
    }
    setPending(true);
    try {
      const { sendOrder } = await importWithRetry(() => import('./send-order'));
      const result = await sendOrder(slug, page, items);
      if (result.sent) onSent(result.sent);
      else setError(result.error);
    } catch {
      setError(offline() ? OFFLINE : SEND_FAILED);
    } finally {
      setPending(false);
    }
  };

  return { send, error, pending };
}
