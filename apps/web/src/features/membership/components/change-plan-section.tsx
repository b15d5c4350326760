import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay } from '../../../lib/club-days';
import { useChangePlan, usePlanChangeStatus, useWithdrawPlanChange } from '../api/plan-change';
import { ChangePlanDialog } from './change-plan-dialog';

/**
 * Changing plan or home club (docs/decisions/0028): a scheduled change with 'Withdraw change', or the button that
 * opens the choice (price, what is charged today or from when) and the updated agreement to sign; the reference
 * after.
 */
export function ChangePlanSection({ membership }: { membership: MembershipView }) {
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
            Change plan or club
          </Typography>
          {done && (
            <Alert severity="success" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {done.message} Reference {done.data.reference}. We&apos;ve e-mailed you a confirmation
              {done.data.status === 'withdrawn' ? '.' : ' with your updated agreement.'}
            </Alert>
          )}
          {status.isError ? (
            <Alert severity="error" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {status.error.message}
            </Alert>
          ) : !status.data ? (
            <CircularProgress size={24} aria-label="Loading the plans you can change to" />
          ) : scheduled ? (
            <>
              <Typography>
                From {formatLongClubDay(scheduled.effectiveDate)} you will be on {scheduled.planName} at{' '}
                {scheduled.clubName}, {scheduled.price.amount} a month. Reference {scheduled.reference}.
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
                Withdraw change
              </Button>
            </>
          ) : (
            <>
              <Typography color="text.secondary">
                Move to another plan or home club. A plan that costs more starts today; one that costs the same or less
                starts on your next billing day.
              </Typography>
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
                Change plan or club
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
