import { Alert, Box, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { BOOKING_RULES, type ClassRoster, ROSTER_MESSAGES } from '@gym/contracts/class-bookings';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import type { RosterArea } from '../api/get-roster';
import { classRosterText } from '../i18n';
import { attendanceOpen, attendanceOpensAt } from '../lib/attendance-window';
import { RosterRow } from './roster-row';

type Booked = ClassRoster['booked'][number];
type Waiting = ClassRoster['waitlist'][number];

interface RosterSectionsProps {
  area: RosterArea;
  roster: ClassRoster;
  timeZone: string;
  now: number;
  /** The console's Remove for a booked member or one waiting (managers only). */
  removeAction?: (entry: Booked | Waiting, waiting: boolean) => ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const listReset = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * The roster: who is booked, with attendance (the no-show rule said first, and before the window opens the
 * server's reason with the time it opens), then the waitlist in its order.
 */
export function RosterSections({ area, roster, timeZone, now, removeAction }: RosterSectionsProps) {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const { session, booked, waitlist } = roster;
  const open = attendanceOpen(session.startsAt, now);
  const takesAttendance = !session.cancelled;
  const opensAt = dateFormat({ timeZone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(attendanceOpensAt(session.startsAt)))
    .replace(/\s/g, '\u00a0');
  return (
    <Stack spacing={3}>
      <Section title={t('class-roster.booked.title', { count: booked.length })}>
        {takesAttendance && booked.length > 0 && (
          <Stack spacing={1} sx={{ mb: 1 }}>
            <Typography color="text.secondary">
              {t('class-roster.attendance.rule', {
                strikes: BOOKING_RULES.strikesToBar,
                days: BOOKING_RULES.strikeDays,
                barDays: BOOKING_RULES.barDays,
              })}
            </Typography>
            {!open && (
              <Alert severity="info" variant="outlined" data-testid="attendance-not-yet">
                {t('class-roster.attendance.notYet', { reason: shared(ROSTER_MESSAGES.notStartedYet), time: opensAt })}
              </Alert>
            )}
          </Stack>
        )}
        {booked.length === 0 ? (
          <Typography color="text.secondary">{t('class-roster.booked.empty')}</Typography>
        ) : (
          <Box component="ul" sx={listReset}>
            {booked.map((entry) => (
              <RosterRow
                key={entry.bookingId}
                area={area}
                sessionId={session.id}
                entry={entry}
                attendanceOpen={open}
                takesAttendance={takesAttendance}
                action={removeAction?.(entry, false)}
              />
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('class-roster.waitlist.title', { count: waitlist.length })}>
        {waitlist.length === 0 ? (
          <Typography color="text.secondary">{t('class-roster.waitlist.empty')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('class-roster.waitlist.intro')}
            </Typography>
            <Box component="ol" sx={listReset}>
              {waitlist.map((entry, index) => (
                <Box
                  component="li"
                  key={entry.bookingId}
                  data-testid="waitlist-entry"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
                >
                  <Typography
                    aria-hidden
                    sx={{ fontWeight: 700, color: 'text.secondary', minWidth: 32, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {t('class-roster.waitlist.position', { position: index + 1 })}
                  </Typography>
                  <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {entry.firstName} {entry.lastName}
                  </Typography>
                  {removeAction?.(entry, true)}
                </Box>
              ))}
            </Box>
          </>
        )}
      </Section>
    </Stack>
  );
}
