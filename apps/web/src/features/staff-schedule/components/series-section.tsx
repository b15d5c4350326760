import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { StaffSchedule, StaffSeries } from '@gym/contracts/staff-schedule';
import { useText } from '../../../lib/i18n/catalog';
import { staffScheduleText } from '../i18n';
import { clockTimeText, dayText, weekdaysText } from '../lib/schedule-words';
import { SeriesDialog } from './series-dialog';

/** A club's weekly classes by time of day: what, when, where, with whom, how many places; each edited in a dialog. */
export function SeriesSection({ schedule, onDone }: { schedule: StaffSchedule; onDone: (notice: string) => void }) {
  const t = useText(staffScheduleText);
  const headingId = useId();
  const [editing, setEditing] = useState<StaffSeries | 'new' | null>(null);
  const names = new Map(schedule.classTypes.map((type) => [type.id, type.name]));
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ flex: 1 }}>
          {t('staff-schedule.series.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('staff-schedule.series.add')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('staff-schedule.series.intro')}
      </Typography>
      {schedule.series.length === 0 && <Typography>{t('staff-schedule.series.empty')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {schedule.series.map((series) => {
          const name = names.get(series.classTypeId) ?? series.classTypeId;
          const trainer = `${series.trainer.firstName} ${series.trainer.lastName}`;
          const when = t('staff-schedule.series.when', {
            days: weekdaysText(series.weekdays),
            time: clockTimeText(series.startTime),
          });
          return (
            <Card component="li" variant="outlined" key={series.id} data-testid="series" sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography>{when}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('staff-schedule.series.where', { room: series.room.name, trainer, capacity: series.capacity })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {series.endsOn
                      ? t('staff-schedule.series.until', {
                          from: dayText(series.startsOn),
                          until: dayText(series.endsOn),
                        })
                      : t('staff-schedule.series.from', { date: dayText(series.startsOn) })}
                    {series.popular ? ` · ${t('staff-schedule.series.popular')}` : ''}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  startIcon={<EditOutlinedIcon />}
                  aria-label={t('staff-schedule.series.edit', { name, when })}
                  onClick={() => setEditing(series)}
                >
                  {t('staff-schedule.edit')}
                </Button>
              </Box>
            </Card>
          );
        })}
      </Stack>
      {editing && (
        <SeriesDialog
          schedule={schedule}
          series={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(notice) => {
            setEditing(null);
            onDone(notice);
          }}
        />
      )}
    </Paper>
  );
}
