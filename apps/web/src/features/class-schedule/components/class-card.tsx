import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { ClassLevel } from '@gym/contracts/classes';
import { useText } from '../../../lib/i18n/catalog';
import { classScheduleText } from '../i18n';
import { classMinutes, classTimeRange } from '../lib/club-clock';
import type { ScheduledClass } from '../lib/schedule-filters';

const LEVEL_TEXT = {
  allLevels: 'class-schedule.level.allLevels',
  beginner: 'class-schedule.level.beginner',
  intermediate: 'class-schedule.level.intermediate',
  advanced: 'class-schedule.level.advanced',
} as const satisfies Record<ClassLevel, string>;

/** Where each part sits: a column of its own for the time on a wide screen, under the picture's side on a phone. */
const AREAS = {
  xs: `"image time" "image name" "image tags" "image place" "image spots"`,
  md: `"time image name spots" "time image tags spots" "time image place spots"`,
};

/**
 * One class: its time on the club's clock, name, level and length, room and trainer, how many it takes, the
 * Premier badge, and a picture of its kind. A cancelled class stays, struck through and marked 'Cancelled'.
 */
export function ClassCard({ entry, timeZone }: { entry: ScheduledClass; timeZone: string }) {
  const t = useText(classScheduleText);
  const nameId = useId();
  const { session, type } = entry;
  const struck = session.cancelled ? { textDecoration: 'line-through' } : undefined;
  const trainer = `${session.trainer.firstName} ${session.trainer.lastName}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={nameId}
      data-testid="class-card"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', md: '150px 72px minmax(0, 1fr) auto' },
        gridTemplateAreas: AREAS,
        columnGap: { xs: 1.5, md: 2 },
        rowGap: 0.5,
        alignItems: 'start',
        p: { xs: 1.5, md: 2 },
        bgcolor: session.cancelled ? 'action.hover' : 'background.paper',
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
        {t('class-schedule.class.spots', { capacity: session.capacity })}
      </Typography>
    </Card>
  );
}
