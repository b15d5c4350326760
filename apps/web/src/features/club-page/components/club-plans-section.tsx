import StarIcon from '@mui/icons-material/Star';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PLAN_TEXT, type PlanInfoAnswer, isMonthlyPlan, isPremierPlan } from '@gym/contracts/plans';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { formatDollars } from '../../../lib/i18n/intl';
import { clubPageText } from '../i18n';
import { ClubSection } from './club-section';

/**
 * The club's plans as the join's plan cards show them (name, price, monthly or not, what sets the plan apart), and
 * 'Join at this club': the join at this club, which opens on its plan step.
 */
export function ClubPlansSection({ slug, plans }: { slug: string; plans: PlanInfoAnswer['data'] | undefined }) {
  const t = useText(clubPageText);
  const shared = useSharedText();
  return (
    <ClubSection title={t('club-page.plans.heading')}>
      {!plans ? (
        <Skeleton variant="rounded" height={160} aria-label={t('club-page.loading')} />
      ) : plans.planData.length === 0 ? (
        <Typography color="text.secondary">{t('club-page.plans.none')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(240px, 1fr))' },
          }}
        >
          {plans.planData.map((plan) => {
            const premier = isPremierPlan(plan);
            return (
              <Card
                key={plan.id}
                variant="outlined"
                component="article"
                sx={{ borderColor: premier ? 'secondary.main' : undefined }}
              >
                <CardContent>
                  <Typography variant="h3" component="h3">
                    {plan.name}
                  </Typography>
                  <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, mt: 0.5 }}>
                    {formatDollars(plan.price)}
                  </Typography>
                  {isMonthlyPlan(plan) && (
                    <Typography color="text.secondary">{shared(PLAN_TEXT.monthlyRecurring)}</Typography>
                  )}
                  <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                    {premier && <StarIcon fontSize="small" aria-hidden sx={{ color: 'secondary.dark', mt: '2px' }} />}
                    <Typography>{plan.description}</Typography>
                  </Box>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button component={RouterLink} to={`/${slug}`} variant="contained" size="large" data-join-club>
          {t('club-page.join')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('club-page.joinHint')}
        </Typography>
      </Box>
    </ClubSection>
  );
}
