import { Box } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import { DASHBOARD, type DashboardWindows, type StaffDashboard } from '@gym/contracts/staff-dashboard';
import { formatLongDay } from './club-day';
import { type Figure, FigureCard } from './figure-card';

const windowFigures = (
  { today, last7Days, last30Days }: DashboardWindows,
  show: (value: number) => string,
): Figure[] => [
  { label: 'Today', value: show(today) },
  { label: 'Last 7 days', value: show(last7Days) },
  { label: 'Last 30 days', value: show(last30Days) },
];

const count = (value: number) => value.toLocaleString('en-US');

/** The dashboard's figures, one card per question a manager asks; two columns on a tablet, three on a desktop. */
export function DashboardCards({ dashboard }: { dashboard: StaffDashboard }) {
  const { joins, duesCollectedCents, pastDue, coming, checkIns, abandonedSignups } = dashboard;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
      <FigureCard title="Joins" figures={windowFigures(joins, count)} />
      <FigureCard
        title="Dues collected"
        figures={windowFigures(duesCollectedCents, formatCurrency)}
        note="Autopay and members' own payments; join fees are not dues."
      />
      <FigureCard
        title="Past due"
        figures={[
          { label: 'Members', value: count(pastDue.members) },
          { label: 'They owe', value: formatCurrency(pastDue.amountCents) },
        ]}
      />
      <FigureCard
        title="Coming in the next 30 days"
        figures={[
          { label: 'Cancellations', value: count(coming.cancellations) },
          { label: 'Freezes starting', value: count(coming.freezes) },
        ]}
        note={`Through ${formatLongDay(coming.through)}.`}
      />
      <FigureCard
        title="Check-ins"
        figures={[
          { label: 'Today', value: count(checkIns.today) },
          { label: 'In the club now', value: count(checkIns.inClubNow) },
        ]}
        note={`In the club now: checked in within the last ${DASHBOARD.presentMinutes} minutes.`}
      />
      <FigureCard
        title="Sign-ups abandoned"
        figures={[{ label: `Last ${DASHBOARD.abandonedDays} days`, value: count(abandonedSignups.thisWeek) }]}
        note="Stopped before paying and idle for an hour; the follow-ups list has them."
      />
    </Box>
  );
}
