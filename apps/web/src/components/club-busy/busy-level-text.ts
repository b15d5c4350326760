import type { BusyLevel, UsualComparison } from '@gym/contracts/club-busy';

/** The shared catalog's words for each level and comparison (components/i18n). */
export const LEVEL_TEXT = {
  quiet: 'components.busy.level.quiet',
  notBusy: 'components.busy.level.notBusy',
  busy: 'components.busy.level.busy',
  veryBusy: 'components.busy.level.veryBusy',
} as const satisfies Record<BusyLevel, string>;

export const COMPARISON_TEXT = {
  quieterThanUsual: 'components.busy.quieterThanUsual',
  asUsual: 'components.busy.asUsual',
  busierThanUsual: 'components.busy.busierThanUsual',
} as const satisfies Record<UsualComparison, string>;

/** How many of the meter's four segments a level fills. */
export const LEVEL_SEGMENTS: Record<BusyLevel, number> = { quiet: 1, notBusy: 2, busy: 3, veryBusy: 4 };

/** Read by screen readers, not shown: what the eye gets from a bar's height. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
