import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay } from '../../../lib/club-days';
import { useCancelMembership, useWithdrawCancellation } from '../api/cancellation';
import { CancelDialog } from './cancel-dialog';

interface CancelSectionProps {
  membership: MembershipView;
  /** Open the confirmation at once: the member home's 'Cancel membership' link (two clicks from home). */
  startOpen: boolean;
}

/**
 * Cancelling online, as California requires for an online join: one button, one confirmation that states the last
 * day and the last charge, then the reference. A standing cancellation shows its last day and can be withdrawn.
 */
export function CancelSection({ membership, startOpen }: CancelSectionProps) {
  const [open, setOpen] = useState(startOpen && membership.cancellation === null);
  const cancel = useCancelMembership();
  const withdraw = useWithdrawCancellation();
  const { cancellation } = membership;

  if (!membership.monthly) return null;

  if (cancellation) {
    return (
      <Stack spacing={2} component="section" aria-label="Cancellation">
        <Alert severity={cancellation.coolingOff ? 'info' : 'warning'} variant="outlined">
          {cancellation.coolingOff
            ? `Your membership was cancelled on ${formatLongClubDay(cancellation.noticeDate)} and every payment refunded.`
            : `Your membership is cancelled: your last day is ${formatLongClubDay(cancellation.lastDay)}.`}{' '}
          Reference {cancellation.reference}. We've e-mailed you a confirmation.
        </Alert>
        {withdraw.isError && (
          <Alert severity="error" variant="outlined">
            {withdraw.error.message}
          </Alert>
        )}
        {cancellation.withdrawable && (
          <Button
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate()}
          >
            Withdraw cancellation
          </Button>
        )}
      </Stack>
    );
  }
  if (membership.standing === 'ended') return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="cancel-heading">
      <CardContent>
        <Typography id="cancel-heading" variant="h2" gutterBottom>
          Cancel membership
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          You can cancel online at any time with 30 days' notice. We tell you your last day and your last charge before
          you confirm.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            cancel.reset();
            setOpen(true);
          }}
        >
          Cancel membership
        </Button>
        <CancelDialog
          open={open}
          busy={cancel.isPending}
          error={cancel.error?.message ?? null}
          onKeep={() => setOpen(false)}
          onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
        />
      </CardContent>
    </Card>
  );
}
