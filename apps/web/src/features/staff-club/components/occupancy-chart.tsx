import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { OccupancyChart as Occupancy } from '@gym/contracts/staff-clubs';
import { hourLabel } from '../../../lib/club-hours-text';
import { useText } from '../../../lib/i18n/catalog';
import { numberFormat } from '../../../lib/i18n/intl';
import { staffClubText } from '../i18n';
import { closureDay } from './closures-section';

const oneDecimal = (value: number) => numberFormat({ maximumFractionDigits: 1 }).format(value);

/**
 * People in the club hour by hour over the last 30 days: on average and at the fullest, against the capacity (a
 * line). The chart is drawn for the eye; the table under it (open on demand) says the same for a screen reader.
 */
export function OccupancyChart({ chart }: { chart: Occupancy }) {
  const t = useText(staffClubText);
  const { palette } = useTheme();
  const busiest = chart.hours.reduce<Occupancy['hours'][number] | null>(
    (best, hour) => (best && best.averagePeople >= hour.averagePeople ? best : hour),
    null,
  );
  const peak = Math.max(0, ...chart.hours.map((hour) => hour.peakPeople));
  const summary =
    !busiest || peak === 0
      ? t('staff-club.occupancy.none')
      : t('staff-club.occupancy.summary', {
          hour: hourLabel(busiest.hour),
          average: oneDecimal(busiest.averagePeople),
          peak,
          capacity: chart.totalCapacity,
        });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="occupancy-title" sx={{ p: 2 }}>
      <Typography id="occupancy-title" variant="h2" gutterBottom>
        {t('staff-club.occupancy.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('staff-club.occupancy.window', { from: closureDay(chart.from), through: closureDay(chart.through) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="occupancy-summary">
        {summary}
      </Typography>
      {/* For the eye only (inert: out of the tab order and the accessibility tree); the table below says it. */}
      <Box inert sx={{ height: { xs: 240, md: 320 } }}>
        <BarChart
          dataset={chart.hours.map((hour) => ({
            label: hourLabel(hour.hour),
            average: hour.averagePeople,
            peak: hour.peakPeople,
          }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelMinGap: 8 }]}
          // The capacity is always in view, so the line shows how far from full the busiest hour is; the room above
          // it holds the line's label.
          yAxis={[{ min: 0, max: Math.max(chart.totalCapacity, peak, 1) * 1.15, width: 44, tickMinStep: 1 }]}
          series={[
            { dataKey: 'average', label: t('staff-club.occupancy.average'), color: palette.primary.main },
            { dataKey: 'peak', label: t('staff-club.occupancy.peak'), color: palette.secondary.main },
          ]}
          localeText={{ loading: t('staff-club.occupancy.loading'), noData: t('staff-club.occupancy.noData') }}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        >
          <ChartsReferenceLine
            y={chart.totalCapacity}
            label={t('staff-club.occupancy.capacityLine', { capacity: chart.totalCapacity })}
            labelAlign="end"
            lineStyle={{ strokeDasharray: '6 4', stroke: palette.error.main }}
          />
        </BarChart>
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', py: 1 }}>
          {t('staff-club.occupancy.tableOpen')}
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('staff-club.occupancy.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff-club.occupancy.hour')}</TableCell>
                <TableCell align="right">{t('staff-club.occupancy.average')}</TableCell>
                <TableCell align="right">{t('staff-club.occupancy.peak')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {chart.hours.map((hour) => (
                <TableRow key={hour.hour}>
                  <TableCell component="th" scope="row">
                    {hourLabel(hour.hour)}
                  </TableCell>
                  <TableCell align="right">{oneDecimal(hour.averagePeople)}</TableCell>
                  <TableCell align="right">{hour.peakPeople}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Paper>
  );
}
