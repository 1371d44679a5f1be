import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, PUBLIC_PAGES_KEY } from './query-client';

function seeded() {
  const client = createQueryClient();
  client.setQueryData(['seller-gallery'], [{ id: 1 }]);
  client.setQueryData([...PUBLIC_PAGES_KEY, 'laura'], { user: { code: 'laura' } });
  client.setQueryData(['faq'], []);
  return client;
}

const meta = { invalidates: [['seller-gallery']], removes: [PUBLIC_PAGES_KEY] };

describe('mutation meta', () => {
  it('after a success, marks the declared queries stale and drops the removed ones, leaving the rest alone', async () => {
    const client = seeded();
    await new MutationObserver(client, { mutationFn: async () => 'ok', meta }).mutate();
    expect(client.getQueryState(['seller-gallery'])?.isInvalidated).toBe(true);
    expect(client.getQueryData([...PUBLIC_PAGES_KEY, 'laura'])).toBeUndefined();
    expect(client.getQueryState(['faq'])?.isInvalidated).toBe(false);
  });

  it('after a failure, keeps every query as it was', async () => {
    const client = seeded();
    const failing = new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('400')), meta });
    await expect(failing.mutate()).rejects.toThrow('400');
    expect(client.getQueryState(['seller-gallery'])?.isInvalidated).toBe(false);
    expect(client.getQueryData([...PUBLIC_PAGES_KEY, 'laura'])).toEqual({ user: { code: 'laura' } });
  });
});
