import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay } from '../../../lib/club-days';
import { useCancelMembership, useWithdrawCancellation } from '../api/cancellation';
import { useText } from '../../../lib/i18n/catalog';
import { membershipText } from '../i18n';
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
  const t = useText(membershipText);
  const [open, setOpen] = useState(startOpen && membership.cancellation === null);
  const cancel = useCancelMembership();
  const withdraw = useWithdrawCancellation();
  const { cancellation } = membership;

  if (!membership.monthly) return null;

  if (cancellation) {
    return (
      <Stack spacing={2} component="section" aria-label={t('membership.cancel.section')}>
        <Alert severity={cancellation.coolingOff ? 'info' : 'warning'} variant="outlined">
          {cancellation.coolingOff
            ? t('membership.cancel.coolingOffDone', { date: formatLongClubDay(cancellation.noticeDate) })
            : t('membership.cancel.done', { date: formatLongClubDay(cancellation.lastDay) })}{' '}
          {t('membership.reference', { reference: cancellation.reference })} {t('membership.emailedConfirmation')}
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
            {t('membership.cancel.withdraw')}
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
          {t('membership.cancel.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('membership.cancel.intro')}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            cancel.reset();
            setOpen(true);
          }}
        >
          {t('membership.cancel.button')}
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
