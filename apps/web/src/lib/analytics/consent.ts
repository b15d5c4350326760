/** The browser's opt-out signals, as the page reads them. */
export interface PrivacySignals {
  /** navigator.globalPrivacyControl: true when the person asks sites not to sell or share their data. */
  globalPrivacyControl: unknown;
  /** navigator.doNotTrack: '1' (or 'yes' in old Firefox) when Do Not Track is on. */
  doNotTrack: unknown;
  /** window.doNotTrack: where older Safari and Edge put the same setting. */
  windowDoNotTrack: unknown;
}

const DO_NOT_TRACK_ON = new Set(['1', 'yes']);

/**
 * Global Privacy Control is an opt-out under California's privacy rules, and Do Not Track says the same in an
 * older word: either one means nothing is loaded and nothing is sent (docs/decisions/0038).
 */
export function trackingRefused(signals: PrivacySignals): boolean {
  if (signals.globalPrivacyControl === true) return true;
  return [signals.doNotTrack, signals.windowDoNotTrack].some(
    (value) => typeof value === 'string' && DO_NOT_TRACK_ON.has(value),
  );
}

export function browserPrivacySignals(win: Window): PrivacySignals {
  const navigator = win.navigator as Navigator & { globalPrivacyControl?: unknown };
  return {
    globalPrivacyControl: navigator.globalPrivacyControl,
    doNotTrack: navigator.doNotTrack,
    windowDoNotTrack: (win as Window & { doNotTrack?: unknown }).doNotTrack,
  };
}
