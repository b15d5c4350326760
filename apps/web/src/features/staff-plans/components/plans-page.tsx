import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatCurrency } from '@gym/contracts/money';
import { PRICE_CHANGE_NOTICE_DAYS, type StaffPlan } from '@gym/contracts/staff-plans';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import type { CsvColumn } from '../../../lib/csv';
import { PageSpinner } from '../../../components/page-spinner';
import { useResponsive } from '../../../lib/use-responsive';
import { useStaffPlans } from '../api/get-plans';
import { useSchedulePriceChange } from '../api/schedule-price-change';
import { formatLongDay } from './long-day';
import { PlanCards } from './plan-cards';
import { PlansTable } from './plans-table';
import { PriceChangeDialog } from './price-change-dialog';

const CSV_COLUMNS: CsvColumn<StaffPlan>[] = [
  { header: 'Plan id', value: (plan) => plan.id },
  { header: 'Plan', value: (plan) => plan.name },
  { header: 'Kind', value: (plan) => plan.kind },
  { header: 'Clubs', value: (plan) => plan.clubs.map((club) => club.displayName).join(', ') },
  { header: 'Price', value: (plan) => (plan.priceCents / 100).toFixed(2) },
  { header: 'Active members', value: (plan) => plan.activeMembers },
  {
    header: 'Scheduled changes',
    value: (plan) =>
      plan.scheduled.map((change) => `${(change.priceCents / 100).toFixed(2)} from ${change.effectiveDate}`).join('; '),
  },
];

/**
 * /staff/plans, the director's: every plan's price, members and scheduled changes, and a change of a monthly
 * plan's price from a billing day at least 30 days away, which e-mails its members (it replaces the plan-price
 * script). Prices are the same at every club selling the plan, so only the director changes them.
 */
export function Component() {
  const plans = useStaffPlans();
  const schedule = useSchedulePriceChange();
  const { isMobile } = useResponsive();
  const [editing, setEditing] = useState<StaffPlan | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (plans.isError) return <Alert severity="error">{plans.error.message}</Alert>;
  if (!plans.data) return <PageSpinner label="Loading plans" />;
  const { earliestEffectiveDate } = plans.data;

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">Plans and prices</Typography>
        <ExportCsvButton rows={plans.data.plans} columns={CSV_COLUMNS} fileName="plans" />
      </Box>
      <Typography color="text.secondary">
        A plan costs the same at every club that sells it. A new price starts on a billing day at least{' '}
        {PRICE_CHANGE_NOTICE_DAYS} days away (today the earliest is {formatLongDay(earliestEffectiveDate)}), and each
        member on the plan is e-mailed the notice.
      </Typography>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {done && <Alert severity="success">{done}</Alert>}
      </Box>
      {isMobile ? (
        <PlanCards plans={plans.data.plans} onChange={setEditing} />
      ) : (
        <PlansTable plans={plans.data.plans} onChange={setEditing} />
      )}
      {editing && (
        <PriceChangeDialog
          plan={editing}
          earliest={earliestEffectiveDate}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            const change = await schedule.mutateAsync({ planId: editing.id, body });
            const members = change.notified === 1 ? '1 member is' : `${change.notified} members are`;
            setDone(
              `${change.planName}: ${formatCurrency(change.priceCents)} a month from ` +
                `${formatLongDay(change.effectiveDate)}. ${members} e-mailed the notice.`,
            );
          }}
        />
      )}
    </Stack>
  );
}
