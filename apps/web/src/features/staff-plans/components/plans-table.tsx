import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import type { StaffPlan } from '@gym/contracts/staff-plans';
import { useText } from '../../../lib/i18n/catalog';
import { staffPlansText } from '../i18n';
import { formatLongDay } from './long-day';

const HEADERS = [
  'staff-plans.table.plan',
  'staff-plans.table.clubs',
  'staff-plans.table.price',
  'staff-plans.table.members',
  'staff-plans.table.scheduled',
  'staff-plans.table.change',
] as const;

/** Every plan offered; a monthly plan's price can be changed (a pass has no monthly price). Scrolls when narrow. */
export function PlansTable({ plans, onChange }: { plans: StaffPlan[]; onChange: (plan: StaffPlan) => void }) {
  const t = useText(staffPlansText);
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={t('staff-plans.table.label')}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={t('staff-plans.plans')}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} component="th" scope="col">
                {t(header)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id} aria-label={plan.name}>
              <TableCell component="th" scope="row">
                {plan.name}
              </TableCell>
              <TableCell>{plan.clubs.map((club) => club.displayName).join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t(plan.kind === 'monthly' ? 'staff-plans.priceMonthly' : 'staff-plans.pricePass', {
                  price: formatCurrency(plan.priceCents),
                })}
              </TableCell>
              <TableCell>{plan.activeMembers}</TableCell>
              <TableCell>
                {plan.scheduled.length === 0
                  ? t('staff-plans.table.none')
                  : plan.scheduled.map((change) => (
                      <Chip
                        key={change.id}
                        size="small"
                        sx={{ mr: 0.5, my: 0.25 }}
                        label={t('staff-plans.scheduledChange', {
                          price: formatCurrency(change.priceCents),
                          day: formatLongDay(change.effectiveDate),
                        })}
                      />
                    ))}
              </TableCell>
              <TableCell>
                {plan.kind === 'monthly' && (
                  <Button
                    size="small"
                    sx={{ whiteSpace: 'nowrap' }}
                    onClick={() => onChange(plan)}
                    aria-label={t('staff-plans.changePriceOf', { plan: plan.name })}
                  >
                    {t('staff-plans.changePrice')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
