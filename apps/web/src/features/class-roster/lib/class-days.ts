import type { TrainerClasses } from '@gym/contracts/class-bookings';

export interface ClassDay {
  /** The club day (YYYY-MM-DD). */
  day: string;
  classes: TrainerClasses;
}

/**
 * The trainer's classes from the club's today on, by club day, soonest first (the server's order kept): what the
 * trainer teaches today and in the coming week. Yesterday's, which the server also sends, are left out.
 */
export function classDaysFrom(classes: TrainerClasses, today: string): ClassDay[] {
  const days: ClassDay[] = [];
  for (const entry of classes) {
    if (entry.session.day < today) continue;
    const last = days.at(-1);
    if (last?.day === entry.session.day) last.classes.push(entry);
    else days.push({ day: entry.session.day, classes: [entry] });
  }
  return days;
}
