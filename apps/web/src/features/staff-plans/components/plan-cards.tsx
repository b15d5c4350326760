import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import type { StaffPlan } from '@gym/contracts/staff-plans';
import { useText } from '../../../lib/i18n/catalog';
import { staffPlansText } from '../i18n';
import { formatLongDay } from './long-day';

/** The plans as cards, for a phone, where the table's six columns do not fit. */
export function PlanCards({ plans, onChange }: { plans: StaffPlan[]; onChange: (plan: StaffPlan) => void }) {
  const t = useText(staffPlansText);
  return (
    <Box
      component="ul"
      aria-label={t('staff-plans.plans')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {plans.map((plan) => (
        <Card component="li" key={plan.id} variant="outlined" aria-label={plan.name}>
          <CardContent sx={{ pb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {plan.name}
            </Typography>
            <Typography>
              {t(plan.kind === 'monthly' ? 'staff-plans.priceMonthly' : 'staff-plans.pricePass', {
                price: formatCurrency(plan.priceCents),
              })}{' '}
              · {t('staff-plans.memberCount', { count: plan.activeMembers })}
            </Typography>
            <Typography color="text.secondary">{plan.clubs.map((club) => club.displayName).join(', ')}</Typography>
            {plan.scheduled.map((change) => (
              <Typography key={change.id}>
                {t('staff-plans.scheduledLine', {
                  price: formatCurrency(change.priceCents),
                  day: formatLongDay(change.effectiveDate),
                })}
              </Typography>
            ))}
          </CardContent>
          {plan.kind === 'monthly' && (
            <CardActions>
              <Button
                size="small"
                onClick={() => onChange(plan)}
                aria-label={t('staff-plans.changePriceOf', { plan: plan.name })}
              >
                {t('staff-plans.changePrice')}
              </Button>
            </CardActions>
          )}
        </Card>
      ))}
    </Box>
  );
}
