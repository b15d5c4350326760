import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import type { StaffPlan } from '@gym/contracts/staff-plans';
import { formatLongDay } from './long-day';

/** The plans as cards, for a phone, where the table's six columns do not fit. */
export function PlanCards({ plans, onChange }: { plans: StaffPlan[]; onChange: (plan: StaffPlan) => void }) {
  return (
    <Box component="ul" aria-label="Plans" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {plans.map((plan) => (
        <Card component="li" key={plan.id} variant="outlined" aria-label={plan.name}>
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {plan.name}
            </Typography>
            <Typography>
              {formatCurrency(plan.priceCents)} {plan.kind === 'monthly' ? 'a month' : 'a pass'} ·{' '}
              {plan.activeMembers === 1 ? '1 member' : `${plan.activeMembers} members`}
            </Typography>
            <Typography color="text.secondary">{plan.clubs.map((club) => club.displayName).join(', ')}</Typography>
            {plan.scheduled.map((change) => (
              <Typography key={change.id}>
                Scheduled: {formatCurrency(change.priceCents)} from {formatLongDay(change.effectiveDate)}
              </Typography>
            ))}
          </CardContent>
          {plan.kind === 'monthly' && (
            <CardActions>
              <Button size="small" onClick={() => onChange(plan)} aria-label={`Change the price of ${plan.name}`}>
                Change price
              </Button>
            </CardActions>
          )}
        </Card>
      ))}
    </Box>
  );
}
