import { describe, expect, it } from 'vitest';
import { type PrivacySignals, trackingRefused } from './consent';

const none: PrivacySignals = { globalPrivacyControl: undefined, doNotTrack: null, windowDoNotTrack: undefined };

describe('the consent rules (docs/decisions/0038)', () => {
  it('allows tracking when the browser sends no opt-out signal', () => {
    expect(trackingRefused(none)).toBe(false);
    expect(trackingRefused({ globalPrivacyControl: false, doNotTrack: '0', windowDoNotTrack: 'unspecified' })).toBe(
      false,
    );
  });

  it('refuses it under Global Privacy Control', () => {
    expect(trackingRefused({ ...none, globalPrivacyControl: true })).toBe(true);
  });

  it("refuses it under Do Not Track, wherever the browser puts it ('1', or old Firefox's 'yes')", () => {
    expect(trackingRefused({ ...none, doNotTrack: '1' })).toBe(true);
    expect(trackingRefused({ ...none, doNotTrack: 'yes' })).toBe(true);
    expect(trackingRefused({ ...none, windowDoNotTrack: '1' })).toBe(true);
  });

  it('reads only the signals themselves: a truthy lookalike is not one', () => {
    expect(trackingRefused({ ...none, globalPrivacyControl: 'true' })).toBe(false);
    expect(trackingRefused({ ...none, doNotTrack: 1 })).toBe(false);
  });
});
