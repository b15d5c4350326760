import { Alert, Button, Card, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PERSONAL_TRAINING_MESSAGES, SESSION_LENGTHS, type TrainingSession } from '@gym/contracts/personal-training';
import type { Trainer } from '@gym/contracts/trainers';
import { PageSpinner } from '../../../components/page-spinner';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { myTrainingQueryOptions } from '../../../lib/training-query';
import { useTrainerSlots } from '../api/get-trainer-slots';
import { trainersText } from '../i18n';
import { MY_TRAINING_PATH } from '../lib/paths';
import { sessionWhen, sessionWhere } from '../lib/session-words';
import { useBookingSearch } from '../lib/use-booking-search';
import { BookSessionDialog } from './book-session-dialog';
import { ChoiceToggle } from './choice-toggle';
import { FreeTimes } from './free-times';
import { LoadError } from '../../../components/load-error';

interface TrainerBookingProps {
  trainer: Trainer;
  club: { clubId: string; displayName: string };
  onChooseClub: (clubId: string) => void;
}

/** Whether the browser's clock is another zone than the club's, so the page should say whose times it shows. */
function elsewhere(timeZone: string): boolean {
  return Intl.DateTimeFormat().resolvedOptions().timeZone !== timeZone;
}

/** What the member's booking became, with the way to their sessions. */
function BookedNotice({ session, onClose }: { session: TrainingSession; onClose: () => void }) {
  const t = useText(trainersText);
  return (
    <Alert severity="success" variant="outlined" role="status" onClose={onClose}>
      {t('trainers.booked', {
        minutes: session.minutes,
        trainer: `${session.trainer.firstName} ${session.trainer.lastName}`,
        when: sessionWhen(session.startsAt, session.minutes, session.timeZone),
        where: sessionWhere(t, session.mode, session.clubName),
      })}{' '}
      <Link component={RouterLink} to={MY_TRAINING_PATH}>
        {t('trainers.booked.mine')}
      </Link>
    </Alert>
  );
}

/**
 * 'Book a session': the club (when the trainer works at several), 30 or 60 minutes, in person or by video, and the
 * free times; a member's tap opens the booking dialog. A visitor is asked to sign in; a staff or trainer account
 * sees the times but cannot book.
 */
export function TrainerBooking({ trainer, club, onChooseClub }: TrainerBookingProps) {
  const t = useText(trainersText);
  const shared = useSharedText();
  const location = useLocation();
  const headingId = useId();
  const role = useSession()?.user.role ?? null;
  const isMember = role === 'member';
  const search = useBookingSearch();
  const slots = useTrainerSlots(trainer.id, club.clubId, search.minutes);
  const training = useQuery({ ...myTrainingQueryOptions(), enabled: isMember });
  const [picked, setPicked] = useState<string | null>(null);
  const [booked, setBooked] = useState<TrainingSession | null>(null);
  const next = encodeURIComponent(`${location.pathname}${location.search}`);

  let times;
  if (slots.data) {
    times = (
      <FreeTimes
        slots={slots.data}
        day={search.day}
        onDay={search.setDay}
        signIn={role === null}
        onPick={
          isMember
            ? (startsAt) => {
                setBooked(null);
                setPicked(startsAt);
              }
            : undefined
        }
      />
    );
  } else if (slots.isError) {
    times = <LoadError text={t('trainers.slots.loadError')} onRetry={() => void slots.refetch()} />;
  } else {
    times = <PageSpinner label={t('trainers.slots.loading')} />;
  }

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id={headingId} variant="h2">
            {t('trainers.slots.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('trainers.slots.intro')}
            {slots.data && elsewhere(slots.data.timeZone) && <> {t('trainers.slots.localTime')}</>}
          </Typography>
        </Stack>
        {booked && <BookedNotice session={booked} onClose={() => setBooked(null)} />}
        {role === null && (
          <Alert
            severity="info"
            variant="outlined"
            action={
              <Button component={RouterLink} to={`/login?next=${next}`} color="inherit" size="small">
                {t('trainers.slots.signIn')}
              </Button>
            }
          >
            {t('trainers.slots.signInText')}
          </Alert>
        )}
        {role !== null && !isMember && (
          <Alert severity="info" variant="outlined">
            {shared(PERSONAL_TRAINING_MESSAGES.onlyMembers)}
          </Alert>
        )}
        {trainer.clubs.length > 1 && (
          <TextField
            select
            size="small"
            label={t('trainers.slots.club')}
            value={club.clubId}
            onChange={(event) => onChooseClub(event.target.value)}
            sx={{ width: { xs: '100%', sm: 280 } }}
          >
            {trainer.clubs.map((entry) => (
              <MenuItem key={entry.clubId} value={entry.clubId}>
                {entry.displayName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <ChoiceToggle
            label={t('trainers.slots.length')}
            value={search.minutes}
            choices={SESSION_LENGTHS.map((minutes) => ({ value: minutes, label: t('trainers.minutes', { minutes }) }))}
            onChange={search.setMinutes}
          />
          <ChoiceToggle
            label={t('trainers.slots.mode')}
            value={search.mode}
            choices={[
              { value: 'inPerson', label: t('trainers.mode.inPerson') },
              { value: 'video', label: t('trainers.mode.video') },
            ]}
            onChange={search.setMode}
          />
        </Stack>
        {times}
      </Stack>
      {picked && slots.data && (
        <BookSessionDialog
          trainer={trainer}
          club={club}
          timeZone={slots.data.timeZone}
          startsAt={picked}
          minutes={search.minutes}
          mode={search.mode}
          packs={training.data?.packs}
          packsFailed={training.isError}
          onClose={() => setPicked(null)}
          onBooked={(session) => {
            setPicked(null);
            setBooked(session);
          }}
        />
      )}
    </Card>
  );
}
