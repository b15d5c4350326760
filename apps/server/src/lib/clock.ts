/**
 * The one source of "now" for anything that bills, schedules or dates a record (docs/decisions/0027): the system
 * clock in production; tests and the billing command hand the app another one to move time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that shows `start` and moves only when told: tests walk a membership through months with it. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date | string) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(moment: Date | string): void {
    this.current = new Date(moment);
  }

  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * 86_400_000);
  }
}
