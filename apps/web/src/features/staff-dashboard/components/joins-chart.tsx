import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCurrency } from '@gym/contracts/money';
import type { DashboardDay } from '@gym/contracts/staff-dashboard';
import { useText } from '../../../lib/i18n/catalog';
import { staffDashboardText } from '../i18n';
import { formatLongDay, formatShortDay } from './club-day';

/**
 * Joins per club day for the last 30 days. The chart is drawn for the eye; the table under it (open on demand)
 * says the same for a screen reader, and holds the day's dues collected too.
 */
export function JoinsChart({ days }: { days: DashboardDay[] }) {
  const t = useText(staffDashboardText);
  const total = days.reduce((sum, day) => sum + day.joins, 0);
  const busiest = days.reduce<DashboardDay | null>((best, day) => (best && best.joins >= day.joins ? best : day), null);
  const summary =
    total === 0
      ? t('staff-dashboard.chart.none')
      : t('staff-dashboard.chart.summary', { total, day: formatLongDay(busiest!.day), joins: busiest!.joins });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="joins-chart-title" sx={{ p: 2 }}>
      <Typography id="joins-chart-title" variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('staff-dashboard.chart.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {/* For the eye only (inert: out of the tab order and the accessibility tree); the table below says it. */}
      <Box inert sx={{ height: { xs: 220, md: 280 } }}>
        <BarChart
          dataset={days.map((day) => ({ label: formatShortDay(day.day), joins: day.joins }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelMinGap: 12 }]}
          // A month with no joins still gets a 0-to-1 axis (an empty domain draws a broken tick).
          yAxis={[{ tickMinStep: 1, width: 36, min: 0, ...(total === 0 ? { max: 1 } : {}) }]}
          series={[{ dataKey: 'joins', label: t('staff-dashboard.chart.series') }]}
          localeText={{ loading: t('staff-dashboard.chart.loading'), noData: t('staff-dashboard.chart.noData') }}
          hideLegend
          margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
        />
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', py: 1 }}>
          {t('staff-dashboard.table.open')}
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('staff-dashboard.table.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff-dashboard.table.day')}</TableCell>
                <TableCell align="right">{t('staff-dashboard.table.joins')}</TableCell>
                <TableCell align="right">{t('staff-dashboard.table.dues')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...days].reverse().map((day) => (
                <TableRow key={day.day}>
                  <TableCell component="th" scope="row">
                    {formatLongDay(day.day)}
                  </TableCell>
                  <TableCell align="right">{day.joins}</TableCell>
                  <TableCell align="right">{formatCurrency(day.duesCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Paper>
  );
}
