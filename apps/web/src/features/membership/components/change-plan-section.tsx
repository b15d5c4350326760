import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay } from '../../../lib/club-days';
import { useChangePlan, usePlanChangeStatus, useWithdrawPlanChange } from '../api/plan-change';
import { useText } from '../../../lib/i18n/catalog';
import { membershipText } from '../i18n';
import { ChangePlanDialog } from './change-plan-dialog';

/**
 * Changing plan or home club (docs/decisions/0028): a scheduled change with 'Withdraw change', or the button that
 * opens the choice (price, what is charged today or from when) and the updated agreement to sign; the reference
 * after.
 */
export function ChangePlanSection({ membership }: { membership: MembershipView }) {
  const t = useText(membershipText);
  const shown = membership.monthly && membership.standing !== 'ended';
  const status = usePlanChangeStatus(shown);
  const change = useChangePlan();
  const withdraw = useWithdrawPlanChange();
  const [open, setOpen] = useState(false);
  // A new dialog each time it opens: the choice and the signature start afresh.
  const [opened, setOpened] = useState(0);
  if (!shown) return null;

  const done = change.data ?? withdraw.data;
  const scheduled = status.data?.scheduled ?? null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="change-plan-heading">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id="change-plan-heading" variant="h2">
            {t('membership.changePlan.heading')}
          </Typography>
          {done && (
            <Alert severity="success" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {done.message} {t('membership.reference', { reference: done.data.reference })}{' '}
              {t(
                done.data.status === 'withdrawn'
                  ? 'membership.emailedConfirmation'
                  : 'membership.changePlan.emailedWithAgreement',
              )}
            </Alert>
          )}
          {status.isError ? (
            <Alert severity="error" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {status.error.message}
            </Alert>
          ) : !status.data ? (
            <CircularProgress size={24} aria-label={t('membership.changePlan.loading')} />
          ) : scheduled ? (
            <>
              <Typography>
                {t('membership.changePlan.scheduled', {
                  date: formatLongClubDay(scheduled.effectiveDate),
                  plan: scheduled.planName,
                  club: scheduled.clubName,
                  price: scheduled.price.amount,
                })}{' '}
                {t('membership.reference', { reference: scheduled.reference })}
              </Typography>
              {withdraw.isError && (
                <Alert severity="error" variant="outlined" sx={{ alignSelf: 'stretch' }}>
                  {withdraw.error.message}
                </Alert>
              )}
              <Button
                variant="outlined"
                disabled={withdraw.isPending}
                onClick={() => {
                  change.reset();
                  withdraw.mutate();
                }}
              >
                {t('membership.changePlan.withdraw')}
              </Button>
            </>
          ) : (
            <>
              <Typography color="text.secondary">{t('membership.changePlan.intro')}</Typography>
              {status.data.blocked && <Typography>{status.data.blocked.message}</Typography>}
              <Button
                variant="outlined"
                disabled={status.data.options.length === 0}
                onClick={() => {
                  change.reset();
                  withdraw.reset();
                  setOpened((count) => count + 1);
                  setOpen(true);
                }}
              >
                {t('membership.changePlan.button')}
              </Button>
              {status.data.options.length > 0 && (
                <ChangePlanDialog
                  key={opened}
                  open={open}
                  status={status.data}
                  busy={change.isPending}
                  error={change.error?.message ?? null}
                  onClose={() => setOpen(false)}
                  onConfirm={(body) => change.mutate(body, { onSuccess: () => setOpen(false) })}
                />
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
