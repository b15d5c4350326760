import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_CODE_PERIOD_S,
  checkInCodeFor,
  checkInPayload,
  checkInWindow,
  parseCheckInPayload,
  secondsUntilNextWindow,
} from './check-in-code';

/** RFC 6238 appendix B's SHA-1 secret, the ASCII "12345678901234567890", as the server hands secrets out. */
const RFC_SECRET = btoa('12345678901234567890').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('checkInCodeFor', () => {
  // The RFC's 8-digit values end in these 6 digits: dynamic truncation modulo 10^6 instead of 10^8.
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])("matches RFC 6238's SHA-1 vector at T = %i s", async (seconds, code) => {
    expect(await checkInCodeFor(RFC_SECRET, checkInWindow(seconds * 1000))).toBe(code);
  });

  it('changes from one window to the next and keeps its leading zeros', async () => {
    const window = checkInWindow(1111111109 * 1000);
    const codes = await Promise.all([window - 1, window, window + 1].map((w) => checkInCodeFor(RFC_SECRET, w)));
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });
});

describe('the windows', () => {
  it('are 30 seconds long, and say how long the code shown has left', () => {
    expect(checkInWindow(0)).toBe(0);
    expect(checkInWindow(CHECK_IN_CODE_PERIOD_S * 1000 - 1)).toBe(0);
    expect(checkInWindow(CHECK_IN_CODE_PERIOD_S * 1000)).toBe(1);
    expect(secondsUntilNextWindow(0)).toBe(30);
    expect(secondsUntilNextWindow(29_001)).toBe(1);
    expect(secondsUntilNextWindow(30_000)).toBe(30);
  });
});

describe('parseCheckInPayload', () => {
  it('splits what the QR code carries into the scan code and the digits', () => {
    expect(parseCheckInPayload(checkInPayload('BFC-100001', '482913'))).toEqual({
      scanCode: 'BFC-100001',
      code: '482913',
    });
    expect(parseCheckInPayload('  BFC-100001.004213 ')).toEqual({ scanCode: 'BFC-100001', code: '004213' });
    expect(parseCheckInPayload('BFC-A1.B2.123456')).toEqual({ scanCode: 'BFC-A1.B2', code: '123456' });
  });

  it('answers nothing for a bare member number, a guest pass code or digits of the wrong length', () => {
    for (const value of ['BFC-100001', '100001', 'GP-7F3K2QXA', 'BFC-100001.12345', 'BFC-100001.1234567', '.123456'])
      expect(parseCheckInPayload(value), value).toBeUndefined();
  });
});
