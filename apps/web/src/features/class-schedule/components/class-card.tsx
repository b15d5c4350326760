import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import type { ClassLevel } from '@gym/contracts/classes';
import { useText } from '../../../lib/i18n/catalog';
import { classMinutes, classTimeRange } from '../../../lib/club-clock';
import { classScheduleText } from '../i18n';
import { spotsLeft } from '../lib/booking-state';
import type { ScheduledClass } from '../lib/schedule-filters';

const LEVEL_TEXT = {
  allLevels: 'class-schedule.level.allLevels',
  beginner: 'class-schedule.level.beginner',
  intermediate: 'class-schedule.level.intermediate',
  advanced: 'class-schedule.level.advanced',
} as const satisfies Record<ClassLevel, string>;

/**
 * Where each part sits: a column of its own for the time on a wide screen, under the picture's side on a phone;
 * the booking action across the card's foot on a phone, under the places on a wide screen; what the member's last
 * action on it did, across the foot.
 */
const AREAS = {
  xs: `"image time" "image name" "image tags" "image place" "image spots" "action action" "notice notice"`,
  md: `"time image name spots" "time image tags spots" "time image place action" "notice notice notice notice"`,
};

interface ClassCardProps {
  entry: ScheduledClass;
  timeZone: string;
  /** The member holds a place in it, or a place on its waitlist: the card is marked. */
  marked?: boolean;
  /** The booking action (null for none), told the id of the class's name (what its buttons are for). */
  action?: (nameId: string) => ReactNode;
  /** What the member's last action on this class did. */
  notice?: ReactNode;
}

/** '12 of 28 spots left', 'Full · 3 waiting'; a cancelled class says only how many it took. */
function usePlacesText(entry: ScheduledClass): string {
  const t = useText(classScheduleText);
  const { session } = entry;
  if (session.cancelled) return t('class-schedule.class.spots', { capacity: session.capacity });
  const left = spotsLeft(session);
  const places =
    left === 0
      ? t('class-schedule.class.full')
      : t('class-schedule.class.spotsLeft', { left, capacity: session.capacity });
  return session.waitlisted > 0
    ? `${places} · ${t('class-schedule.class.waiting', { count: session.waitlisted })}`
    : places;
}

/**
 * One class: its time on the club's clock, name, level and length, room and trainer, the places left and the
 * waitlist, the Premier badge, a picture of its kind, and the booking action. A cancelled class stays, struck
 * through and marked 'Cancelled'.
 */
export function ClassCard({ entry, timeZone, marked = false, action, notice }: ClassCardProps) {
  const t = useText(classScheduleText);
  const nameId = useId();
  const places = usePlacesText(entry);
  const actionNode = action?.(nameId);
  const { session, type } = entry;
  const struck = session.cancelled ? { textDecoration: 'line-through' } : undefined;
  const trainer = `${session.trainer.firstName} ${session.trainer.lastName}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={nameId}
      data-testid="class-card"
      data-session-id={session.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', md: '150px 72px minmax(0, 1fr) auto' },
        gridTemplateAreas: AREAS,
        columnGap: { xs: 1.5, md: 2 },
        rowGap: 0.5,
        alignItems: 'start',
        p: { xs: 1.5, md: 2 },
        bgcolor: session.cancelled ? 'action.hover' : 'background.paper',
        ...(marked && {
          borderColor: 'success.main',
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.success.main}`,
        }),
      }}
    >
      <Box
        component="img"
        src={`/classes/${type.image}.svg`}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        sx={{
          gridArea: 'image',
          width: { xs: 64, md: 72 },
          height: { xs: 64, md: 72 },
          borderRadius: 2,
          display: 'block',
          filter: session.cancelled ? 'grayscale(1)' : undefined,
        }}
      />
      <Typography
        sx={{ gridArea: 'time', fontWeight: 700, color: 'primary.main', fontVariantNumeric: 'tabular-nums', ...struck }}
        data-testid="class-time"
      >
        {classTimeRange(session.startsAt, session.endsAt, timeZone)}
      </Typography>
      <Typography id={nameId} variant="h3" sx={{ gridArea: 'name', ...struck }}>
        {type.name}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ gridArea: 'tags', flexWrap: 'wrap', gap: 0.75, my: 0.25 }}>
        {session.cancelled && (
          <Chip size="small" color="error" label={t('class-schedule.class.cancelled')} sx={{ fontWeight: 700 }} />
        )}
        <Chip size="small" variant="outlined" label={t(LEVEL_TEXT[type.level])} />
        <Chip
          size="small"
          variant="outlined"
          label={t('class-schedule.class.minutes', { minutes: classMinutes(session.startsAt, session.endsAt) })}
        />
        {type.premierOnly && (
          <Chip
            size="small"
            color="secondary"
            icon={<WorkspacePremiumOutlinedIcon />}
            label={t('class-schedule.class.premier')}
          />
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ gridArea: 'place' }}>
        {t('class-schedule.class.where', { room: session.room.name, trainer })}
      </Typography>
      <Typography
        color="text.secondary"
        sx={{
          gridArea: 'spots',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          whiteSpace: 'nowrap',
          justifySelf: { md: 'end' },
        }}
      >
        <PeopleAltOutlinedIcon fontSize="small" aria-hidden />
        {places}
      </Typography>
      {actionNode && (
        <Box sx={{ gridArea: 'action', mt: { xs: 1, md: 0.5 }, justifySelf: { md: 'end' } }}>{actionNode}</Box>
      )}
      {notice && <Box sx={{ gridArea: 'notice', mt: 1 }}>{notice}</Box>}
    </Card>
  );
}
