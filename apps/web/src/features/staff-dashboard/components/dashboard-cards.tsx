import { Box } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import { DASHBOARD, type DashboardWindows, type StaffDashboard } from '@gym/contracts/staff-dashboard';
import { DEFAULT_VISIT_MINUTES } from '@gym/contracts/club-busy';
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { numberFormat } from '../../../lib/i18n/intl';
import { staffDashboardText } from '../i18n';
import { formatLongDay } from './club-day';
import { type Figure, FigureCard } from './figure-card';

const windowFigures = (
  t: Translate<(typeof staffDashboardText.ids)[number]>,
  { today, last7Days, last30Days }: DashboardWindows,
  show: (value: number) => string,
): Figure[] => [
  { label: t('staff-dashboard.window.today'), value: show(today) },
  { label: t('staff-dashboard.window.last7Days'), value: show(last7Days) },
  { label: t('staff-dashboard.window.last30Days'), value: show(last30Days) },
];

const count = (value: number) => numberFormat().format(value);

/** The dashboard's figures, one card per question a manager asks; two columns on a tablet, three on a desktop. */
export function DashboardCards({ dashboard }: { dashboard: StaffDashboard }) {
  const { joins, duesCollectedCents, pastDue, coming, checkIns, abandonedSignups } = dashboard;
  const t = useText(staffDashboardText);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
      <FigureCard title={t('staff-dashboard.joins.title')} figures={windowFigures(t, joins, count)} />
      <FigureCard
        title={t('staff-dashboard.dues.title')}
        figures={windowFigures(t, duesCollectedCents, formatCurrency)}
        note={t('staff-dashboard.dues.note')}
      />
      <FigureCard
        title={t('staff-dashboard.pastDue.title')}
        figures={[
          { label: t('staff-dashboard.pastDue.members'), value: count(pastDue.members) },
          { label: t('staff-dashboard.pastDue.owed'), value: formatCurrency(pastDue.amountCents) },
        ]}
      />
      <FigureCard
        title={t('staff-dashboard.coming.title')}
        figures={[
          { label: t('staff-dashboard.coming.cancellations'), value: count(coming.cancellations) },
          { label: t('staff-dashboard.coming.freezes'), value: count(coming.freezes) },
        ]}
        note={t('staff-dashboard.coming.note', { day: formatLongDay(coming.through) })}
      />
      <FigureCard
        title={t('staff-dashboard.checkIns.title')}
        figures={[
          { label: t('staff-dashboard.checkIns.today'), value: count(checkIns.today) },
          { label: t('staff-dashboard.checkIns.inClubNow'), value: count(checkIns.inClubNow) },
        ]}
        note={t('staff-dashboard.checkIns.note', { minutes: DEFAULT_VISIT_MINUTES })}
      />
      <FigureCard
        title={t('staff-dashboard.abandoned.title')}
        figures={[
          {
            label: t('staff-dashboard.abandoned.lastDays', { days: DASHBOARD.abandonedDays }),
            value: count(abandonedSignups.thisWeek),
          },
        ]}
        note={t('staff-dashboard.abandoned.note')}
      />
    </Box>
  );
}
