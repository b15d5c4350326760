import { describe, expect, it } from 'vitest';
import { signupTracking } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/app';
import { type AbandonedSignup, findAbandonedSignups, formatAbandonedSignups } from './abandoned-signups';

const NOW = new Date('2025-03-14T20:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describeEachDatabase('abandoned sign-ups: findAbandonedSignups', (ctx) => {
  it('lists records not updated for the given hours that never reached Congratulation!, newest first', async () => {
    await ctx()
      .app.db.insert(signupTracking)
      .values([
        { email: 'recent@example.com', currentPage: 'Take your photo', updatedAt: hoursAgo(0.5) },
        {
          email: 'two-hours@example.com',
          currentPage: 'Provide your personal Info',
          data: { club: 'Oakland', clubId: '106', plan: 'Oakland Month to Month', planId: 'oakland-monthly' },
          updatedAt: hoursAgo(2),
        },
        { email: 'joined@example.com', currentPage: 'Congratulation!', updatedAt: hoursAgo(3) },
        { email: null, currentPage: 'Choose a membership', data: { clubId: '101' }, updatedAt: hoursAgo(26) },
        { email: 'odd@example.com', currentPage: 'Take your photo', data: 'just a string', updatedAt: hoursAgo(5) },
      ]);

    const found = await findAbandonedSignups(ctx().app.db, { olderThanHours: 1, now: NOW });
    expect(found.map((row) => row.email)).toEqual(['two-hours@example.com', 'odd@example.com', null]);
    expect(found[0]).toEqual({
      session: expect.any(String),
      email: 'two-hours@example.com',
      currentPage: 'Provide your personal Info',
      club: 'Oakland',
      plan: 'Oakland Month to Month',
      updatedAt: hoursAgo(2),
    });
    expect(found[1]).toMatchObject({ club: null, plan: null });
    expect(found[2]).toMatchObject({ club: '101', plan: null, currentPage: 'Choose a membership' });

    const older = await findAbandonedSignups(ctx().app.db, { olderThanHours: 24, now: NOW });
    expect(older.map((row) => row.currentPage)).toEqual(['Choose a membership']);
    const limited = await findAbandonedSignups(ctx().app.db, { olderThanHours: 1, now: NOW, limit: 1 });
    expect(limited.map((row) => row.email)).toEqual(['two-hours@example.com']);
  });
});

describe('abandoned sign-ups: formatAbandonedSignups', () => {
  const row = (fields: Partial<AbandonedSignup>): AbandonedSignup => ({
    session: 's',
    email: 'jane@example.com',
    currentPage: 'Take your photo',
    club: 'Oakland',
    plan: 'Oakland Month to Month',
    updatedAt: new Date('2025-03-14T21:05:00Z'),
    ...fields,
  });

  it('prints a count, a header and one aligned line per sign-up, times in the clubs’ zone', () => {
    const text = formatAbandonedSignups(
      [row({}), row({ email: null, currentPage: 'Choose a membership', club: null, plan: null })],
      1,
    );
    expect(text.split('\n')).toEqual([
      '2 abandoned sign-ups (not updated for 1 hour, newest first):',
      'last update (America/Los_Angeles)  e-mail            page                 club     plan',
      '2025-03-14 14:05                   jane@example.com  Take your photo      Oakland  Oakland Month to Month',
      '2025-03-14 14:05                   -                 Choose a membership  -        -',
    ]);
  });

  it('says so when there are none', () => {
    expect(formatAbandonedSignups([], 3)).toBe('No abandoned sign-ups (not updated for 3 hours).');
  });

  it('counts one sign-up in the singular', () => {
    expect(formatAbandonedSignups([row({})], 2).split('\n')[0]).toBe(
      '1 abandoned sign-up (not updated for 2 hours, newest first):',
    );
  });
});
