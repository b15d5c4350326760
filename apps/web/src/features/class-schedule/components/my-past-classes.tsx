import { Chip, Stack } from '@mui/material';
import type { ClassBooking } from '@gym/contracts/class-bookings';
import { useText } from '../../../lib/i18n/catalog';
import { classScheduleText } from '../i18n';
import { type PastOutcome, pastOutcome } from '../lib/past-outcome';
import { MyClassItem } from './my-class-item';

type Tone = 'success' | 'error' | 'warning' | 'info' | 'grey';

const OUTCOME: Record<PastOutcome, { id: `class-schedule.past.${PastOutcome}`; tone: Tone }> = {
  attended: { id: 'class-schedule.past.attended', tone: 'success' },
  noShow: { id: 'class-schedule.past.noShow', tone: 'error' },
  notRecorded: { id: 'class-schedule.past.notRecorded', tone: 'grey' },
  lateCancel: { id: 'class-schedule.past.lateCancel', tone: 'error' },
  cancelled: { id: 'class-schedule.past.cancelled', tone: 'grey' },
  cancelledByClub: { id: 'class-schedule.past.cancelledByClub', tone: 'warning' },
  replaced: { id: 'class-schedule.past.replaced', tone: 'info' },
  noPlace: { id: 'class-schedule.past.noPlace', tone: 'grey' },
};

/** The frame in the outcome's colour, the words in ink: the palette's orange and blue are too light for text. */
const toneBorder = (tone: Tone) => (tone === 'grey' ? 'grey.500' : `${tone}.main`);

interface MyPastClassesProps {
  past: readonly ClassBooking[];
  clubNames: ReadonlyMap<string, string>;
  timeZone: string;
}

/** The last 30 days' classes, latest first, each with how it ended: attended, a no-show, cancelled and by whom. */
export function MyPastClasses({ past, clubNames, timeZone }: MyPastClassesProps) {
  const t = useText(classScheduleText);
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {past.map((booking) => {
        const outcome = OUTCOME[pastOutcome(booking)];
        return (
          <li key={booking.id}>
            <MyClassItem booking={booking} clubName={clubNames.get(booking.session.clubId)} timeZone={timeZone}>
              {() => (
                <Chip
                  label={t(outcome.id)}
                  variant="outlined"
                  data-testid="past-outcome"
                  sx={{
                    fontWeight: 700,
                    borderWidth: 2,
                    borderColor: toneBorder(outcome.tone),
                    alignSelf: { xs: 'flex-start', md: 'center' },
                  }}
                />
              )}
            </MyClassItem>
          </li>
        );
      })}
    </Stack>
  );
}
