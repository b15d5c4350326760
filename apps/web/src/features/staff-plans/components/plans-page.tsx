import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatCurrency } from '@gym/contracts/money';
import { PRICE_CHANGE_NOTICE_DAYS, type StaffPlan } from '@gym/contracts/staff-plans';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import type { CsvColumn } from '../../../lib/csv';
import { translate, useText } from '../../../lib/i18n/catalog';
import { PageSpinner } from '../../../components/page-spinner';
import { useResponsive } from '../../../lib/use-responsive';
import { useStaffPlans } from '../api/get-plans';
import { useSchedulePriceChange } from '../api/schedule-price-change';
import { staffPlansText } from '../i18n';
import { formatLongDay } from './long-day';
import { PlanCards } from './plan-cards';
import { PlansTable } from './plans-table';
import { PriceChangeDialog } from './price-change-dialog';

const header = (id: (typeof staffPlansText.ids)[number]) => translate(staffPlansText, id);

/** The export's header row is in the language shown; its values are the same in every language. */
const csvColumns = (): CsvColumn<StaffPlan>[] => [
  { header: header('staff-plans.csv.planId'), value: (plan) => plan.id },
  { header: header('staff-plans.csv.plan'), value: (plan) => plan.name },
  { header: header('staff-plans.csv.kind'), value: (plan) => plan.kind },
  { header: header('staff-plans.csv.clubs'), value: (plan) => plan.clubs.map((club) => club.displayName).join(', ') },
  { header: header('staff-plans.csv.price'), value: (plan) => (plan.priceCents / 100).toFixed(2) },
  { header: header('staff-plans.csv.activeMembers'), value: (plan) => plan.activeMembers },
  {
    header: header('staff-plans.csv.scheduled'),
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
  const t = useText(staffPlansText);

  if (plans.isError) return <Alert severity="error">{plans.error.message}</Alert>;
  if (!plans.data) return <PageSpinner label={t('staff-plans.loading')} />;
  const { earliestEffectiveDate } = plans.data;

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-plans.title')}</Typography>
        <ExportCsvButton rows={plans.data.plans} columns={csvColumns()} fileName="plans" />
      </Box>
      <Typography color="text.secondary">
        {t('staff-plans.intro', { days: PRICE_CHANGE_NOTICE_DAYS, earliest: formatLongDay(earliestEffectiveDate) })}
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
            setDone(
              t('staff-plans.done', {
                planName: change.planName,
                price: formatCurrency(change.priceCents),
                day: formatLongDay(change.effectiveDate),
                count: change.notified,
              }),
            );
          }}
        />
      )}
    </Stack>
  );
}
