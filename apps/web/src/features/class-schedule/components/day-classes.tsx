import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useText } from '../../../lib/i18n/catalog';
import { classScheduleText } from '../i18n';
import type { ScheduledClass } from '../lib/schedule-filters';
import { ClassCard } from './class-card';

interface DayClassesProps {
  /** 'Today · Friday, November 27'. */
  heading: string;
  /** Every class of the day, and those the filters let through. */
  all: readonly ScheduledClass[];
  shown: readonly ScheduledClass[];
  timeZone: string;
  onClearFilters: () => void;
  /** For a signed-in member or a visitor: which classes are the member's, and each class's booking action. */
  booking?: ClassBookingSlots;
}

export interface ClassBookingSlots {
  marked: (entry: ScheduledClass) => boolean;
  action: (entry: ScheduledClass, nameId: string) => ReactNode;
  /** What the member's last action did, on the card it was taken on. */
  notice: (entry: ScheduledClass) => ReactNode;
}

function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: 'background.paper' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
        <Typography variant="h3" component="p">
          {title}
        </Typography>
        <Typography color="text.secondary">{hint}</Typography>
        {action}
      </Stack>
    </Card>
  );
}

/** The chosen day's classes, soonest first, or why there are none: none that day, or none the filters let through. */
export function DayClasses({ heading, all, shown, timeZone, onClearFilters, booking }: DayClassesProps) {
  const t = useText(classScheduleText);
  const headingId = useId();
  let body: ReactNode;
  if (all.length === 0) {
    body = (
      <EmptyState
        icon={<EventBusyOutlinedIcon />}
        title={t('class-schedule.empty.day')}
        hint={t('class-schedule.empty.dayHint')}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={<FilterListOffIcon />}
        title={t('class-schedule.empty.filtered')}
        hint={t('class-schedule.empty.filteredHint', { count: all.length })}
        action={
          <Button variant="contained" onClick={onClearFilters} sx={{ mt: 1 }}>
            {t('class-schedule.filters.clear')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((entry) => (
          <li key={entry.session.id}>
            <ClassCard
              entry={entry}
              timeZone={timeZone}
              marked={booking?.marked(entry)}
              action={booking && ((nameId) => booking.action(entry, nameId))}
              notice={booking?.notice(entry)}
            />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1.5 }}
      >
        <Typography id={headingId} variant="h2">
          {heading}
        </Typography>
        <Typography role="status" color="text.secondary">
          {shown.length > 0 ? t('class-schedule.day.count', { count: shown.length }) : ''}
        </Typography>
      </Stack>
      {body}
    </Box>
  );
}
