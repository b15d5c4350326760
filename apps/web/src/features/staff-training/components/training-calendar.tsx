import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { TrainingSession } from '@gym/contracts/personal-training';
import type { PackRefund } from '@gym/contracts/staff-training';
import { addDays } from '@gym/contracts/club-days';
import { formatCurrency } from '@gym/contracts/money';
import { useText } from '../../../lib/i18n/catalog';
import { daysFrom, longDate } from '../../../lib/schedule-days';
import { useClubTraining } from '../api/get-club-training';
import { staffTrainingText } from '../i18n';
import { clubToday, sessionDay, sessionWhen, weekText } from '../lib/calendar-days';
import { personName } from '../lib/session-words';
import { BookSessionDialog } from './book-session-dialog';
import { MoveSessionDialog } from './move-session-dialog';
import { type Notice, NoticeAlert } from './notice';
import { RefundPackDialog } from './refund-pack-dialog';
import { SessionRow } from './session-row';

const WEEK = 7;

type Open =
  { kind: 'book' } | { kind: 'move'; session: TrainingSession } | { kind: 'refund'; session: TrainingSession } | null;

function Day({ day, today, children }: { day: string; today: string; children: React.ReactNode }) {
  const t = useText(staffTrainingText);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="staff-training-day">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h3">
          {longDate(day)}
        </Typography>
        {day === today && <Chip size="small" color="primary" label={t('staff-training.calendar.today')} />}
      </Box>
      {children}
    </Box>
  );
}

/**
 * The club's trainers' week, day by day on the club's calendar: each session with its member, time, way and status;
 * the week before or after; one trainer or all; "Book for a member", and on a session "Move" and "Refund unused
 * sessions". What an action did is said under the section's title.
 */
export function TrainingCalendar({ clubId }: { clubId: string }) {
  const t = useText(staffTrainingText);
  const headingId = useId();
  const today = clubToday();
  const [from, setFrom] = useState(today);
  const [trainerId, setTrainerId] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [notice, onNotice] = useState<Notice | null>(null);
  const training = useClubTraining(clubId, from, WEEK);
  const data = training.data;
  const now = new Date();

  const booked = (session: TrainingSession, text: 'booked' | 'moved') => {
    setOpen(null);
    onNotice({
      severity: 'success',
      text: t(`staff-training.calendar.${text}`, {
        member: personName(session.member),
        trainer: personName(session.trainer),
        minutes: session.minutes,
        when: sessionWhen(session),
      }),
    });
  };
  const refunded = (refund: PackRefund) => {
    setOpen(null);
    const values = { amount: formatCurrency(refund.amountCents), sessions: refund.sessions };
    onNotice(
      refund.status === 'succeeded'
        ? { severity: 'success', text: t('staff-training.refund.succeeded', values) }
        : refund.status === 'pending'
          ? { severity: 'info', text: t('staff-training.refund.pending', values) }
          : { severity: 'error', text: t('staff-training.refund.failed', values) },
    );
  };

  const shown = data?.sessions
    .filter((session) => trainerId === null || session.trainer.id === trainerId)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          mb: 1.5,
        }}
      >
        <Typography id={headingId} variant="h2">
          {t('staff-training.calendar.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!data || data.trainers.length === 0}
          onClick={() => setOpen({ kind: 'book' })}
        >
          {t('staff-training.calendar.book')}
        </Button>
      </Box>
      <NoticeAlert notice={notice} onClose={() => onNotice(null)} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', mb: 1.5 }}>
        <IconButton aria-label={t('staff-training.calendar.previous')} onClick={() => setFrom(addDays(from, -WEEK))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ fontWeight: 600, minWidth: 0 }}>
          {weekText(from, WEEK)}
        </Typography>
        <IconButton aria-label={t('staff-training.calendar.next')} onClick={() => setFrom(addDays(from, WEEK))}>
          <ChevronRightIcon />
        </IconButton>
        {from !== today && (
          <Button size="small" onClick={() => setFrom(today)}>
            {t('staff-training.calendar.thisWeek')}
          </Button>
        )}
      </Box>
      {training.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void training.refetch()}>
              {t('staff-training.retry')}
            </Button>
          }
        >
          {training.error.message}
        </Alert>
      )}
      {!data && !training.isError && <Typography>{t('staff-training.calendar.loading')}</Typography>}
      {data && data.trainers.length === 0 && <Alert severity="info">{t('staff-training.calendar.noTrainers')}</Alert>}
      {data && data.trainers.length > 0 && (
        <Stack spacing={2.5}>
          <Box
            role="group"
            aria-label={t('staff-training.calendar.trainers')}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {[null, ...data.trainers].map((trainer) => {
              const id = trainer?.id ?? null;
              const chosen = id === trainerId;
              return (
                <Button
                  key={id ?? 'all'}
                  size="small"
                  variant={chosen ? 'contained' : 'outlined'}
                  aria-pressed={chosen}
                  onClick={() => setTrainerId(id)}
                >
                  {trainer ? personName(trainer) : t('staff-training.calendar.allTrainers')}
                </Button>
              );
            })}
          </Box>
          {daysFrom(data.from, data.days).map((day) => {
            const ofDay = shown?.filter((session) => sessionDay(session) === day) ?? [];
            return (
              <Day key={day} day={day} today={today}>
                {ofDay.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('staff-training.calendar.noSessions')}
                  </Typography>
                ) : (
                  <Stack spacing={1}>
                    {ofDay.map((session) => (
                      <SessionRow
                        key={session.id}
                        session={session}
                        now={now}
                        onMove={(chosen) => setOpen({ kind: 'move', session: chosen })}
                        onRefund={(chosen) => setOpen({ kind: 'refund', session: chosen })}
                      />
                    ))}
                  </Stack>
                )}
              </Day>
            );
          })}
        </Stack>
      )}
      {open?.kind === 'book' && data && (
        <BookSessionDialog
          training={data}
          trainerId={trainerId}
          onClose={() => setOpen(null)}
          onDone={(session) => booked(session, 'booked')}
        />
      )}
      {open?.kind === 'move' && (
        <MoveSessionDialog
          session={open.session}
          onClose={() => setOpen(null)}
          onDone={(session) => booked(session, 'moved')}
        />
      )}
      {open?.kind === 'refund' && (
        <RefundPackDialog session={open.session} onClose={() => setOpen(null)} onDone={refunded} />
      )}
    </Paper>
  );
}
