import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import type { StaffPlan } from '@gym/contracts/staff-plans';
import { formatLongDay } from './long-day';

const HEADERS = ['Plan', 'Clubs', 'Price', 'Members', 'Scheduled changes', 'Change'];

/** Every plan offered; a monthly plan's price can be changed (a pass has no monthly price). Scrolls when narrow. */
export function PlansTable({ plans, onChange }: { plans: StaffPlan[]; onChange: (plan: StaffPlan) => void }) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Plans table"
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label="Plans">
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} component="th" scope="col">
                {header}
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
                {formatCurrency(plan.priceCents)}
                {plan.kind === 'monthly' ? ' a month' : ' a pass'}
              </TableCell>
              <TableCell>{plan.activeMembers}</TableCell>
              <TableCell>
                {plan.scheduled.length === 0
                  ? 'None'
                  : plan.scheduled.map((change) => (
                      <Chip
                        key={change.id}
                        size="small"
                        sx={{ mr: 0.5, my: 0.25 }}
                        label={`${formatCurrency(change.priceCents)} from ${formatLongDay(change.effectiveDate)}`}
                      />
                    ))}
              </TableCell>
              <TableCell>
                {plan.kind === 'monthly' && (
                  <Button
                    size="small"
                    sx={{ whiteSpace: 'nowrap' }}
                    onClick={() => onChange(plan)}
                    aria-label={`Change the price of ${plan.name}`}
                  >
                    Change price
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
