import { PageEventDedupe, visitorKeys } from './page-event-dedupe.js';

describe('PageEventDedupe', () => {
  const minute = 60_000;

  it('counts a visit once per visitor and page in 30 minutes', () => {
    const dedupe = new PageEventDedupe();
    const keys = visitorKeys({ visitorId: 'abc' });
    expect(dedupe.firstTime(1, 'visit', keys, 0)).toBe(true);
    expect(dedupe.firstTime(1, 'visit', keys, 29 * minute)).toBe(false);
    expect(dedupe.firstTime(2, 'visit', keys, 29 * minute)).toBe(true);
    expect(dedupe.firstTime(1, 'visit', keys, 30 * minute + 1)).toBe(true);
  });

  it('counts a WhatsApp click once per visitor and page in 10 seconds', () => {
    const dedupe = new PageEventDedupe();
    const keys = visitorKeys({ ip: '10.0.0.1', userAgent: 'A' });
    expect(dedupe.firstTime(1, 'whatsapp_click', keys, 0)).toBe(true);
    expect(dedupe.firstTime(1, 'whatsapp_click', keys, 9_999)).toBe(false);
    expect(dedupe.firstTime(1, 'whatsapp_click', visitorKeys({ ip: '10.0.0.1', userAgent: 'B' }), 9_999)).toBe(true);
    expect(dedupe.firstTime(1, 'whatsapp_click', keys, 10_001)).toBe(true);
  });

  it('knows a new visitor by the cookie it was just given', () => {
    const dedupe = new PageEventDedupe();
    expect(dedupe.firstTime(1, 'visit', visitorKeys({ ip: '10.0.0.1', userAgent: 'A', newVisitorId: 'n1' }), 0)).toBe(
      true,
    );
    expect(dedupe.firstTime(1, 'visit', visitorKeys({ visitorId: 'n1', ip: '10.9.9.9' }), minute)).toBe(false);
  });

  it('stays bounded, forgetting expired visitors first', () => {
    const dedupe = new PageEventDedupe(100);
    for (let i = 0; i < 1_000; i++) dedupe.firstTime(1, 'whatsapp_click', [`c:${i}`], i * 100);
    expect(dedupe.size).toBeLessThanOrEqual(100);
    expect(dedupe.firstTime(1, 'whatsapp_click', ['c:999'], 100_000)).toBe(false);
  });
});
