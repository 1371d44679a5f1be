import { describe, expect, it } from 'vitest';
import { isIosSafari } from './ios-install-hint.ui';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('is Safari on an iPhone, and on an iPad that calls itself a Mac with touch', () => {
    expect(isIosSafari(SAFARI_IPHONE, 'iPhone', 5)).toBe(true);
    expect(isIosSafari(SAFARI_IPAD, 'MacIntel', 5)).toBe(true);
  });

  it('is not another iOS browser, a real Mac or Android', () => {
    expect(isIosSafari(CHROME_IPHONE, 'iPhone', 5)).toBe(false);
    expect(isIosSafari(SAFARI_IPAD, 'MacIntel', 0)).toBe(false);
    expect(isIosSafari(CHROME_ANDROID, 'Linux armv8l', 5)).toBe(false);
  });
});
