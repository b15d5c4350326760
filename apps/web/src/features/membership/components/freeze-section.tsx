import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MembershipView } from '@gym/contracts/membership';
import type { Freeze } from '@gym/contracts/membership-freeze';
import { formatLongClubDay } from '../../../lib/club-days';
import { useFreezeMembership, useFreezeStatus, useUnfreezeMembership } from '../api/freeze';
import { FreezeDialog } from './freeze-dialog';

function freezeText(freeze: Freeze): string {
  const months =
    freeze.firstMonth === freeze.lastMonth ? freeze.firstMonth : `${freeze.firstMonth} to ${freeze.lastMonth}`;
  const fee = freeze.fee.amountCents > 0 ? ` The freeze fee is ${freeze.fee.amount} a month.` : '';
  const resumes = formatLongClubDay(freeze.resumesOn);
  return freeze.inEffect
    ? `Your membership is frozen until the end of ${freeze.lastMonth}: check-in is paused and billing resumes on ${resumes}.${fee}`
    : `Your membership will be frozen for ${months}; billing resumes on ${resumes}.${fee}`;
}

/**
 * Freezing (docs/decisions/0028): the current or upcoming freeze with 'Unfreeze now', or the button that opens the
 * choice of 1 to 3 months with its fee and the day billing resumes; after confirming, the reference.
 */
export function FreezeSection({ membership }: { membership: MembershipView }) {
  const shown = membership.monthly && membership.standing !== 'ended';
  const status = useFreezeStatus(shown);
  const freeze = useFreezeMembership();
  const unfreeze = useUnfreezeMembership();
  const [open, setOpen] = useState(false);
  if (!shown) return null;

  const current = status.data?.freeze ?? null;
  const done = freeze.data?.message ?? unfreeze.data?.message;
  return (
    <Card variant="outlined" component="section" aria-labelledby="freeze-heading">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id="freeze-heading" variant="h2">
            Freeze membership
          </Typography>
          {done && (
            <Alert severity="success" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {done} We've e-mailed you a confirmation.
            </Alert>
          )}
          {status.isError ? (
            <Alert severity="error" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {status.error.message}
            </Alert>
          ) : !status.data ? (
            <CircularProgress size={24} aria-label="Loading your freeze options" />
          ) : current ? (
            <>
              <Typography>
                {freezeText(current)} Reference {current.reference}.
              </Typography>
              {unfreeze.isError && (
                <Alert severity="error" variant="outlined" sx={{ alignSelf: 'stretch' }}>
                  {unfreeze.error.message}
                </Alert>
              )}
              <Button
                variant="outlined"
                disabled={unfreeze.isPending}
                onClick={() => {
                  freeze.reset();
                  unfreeze.mutate();
                }}
              >
                Unfreeze now
              </Button>
            </>
          ) : (
            <>
              <Typography color="text.secondary">
                Away for a while? Freeze your membership for 1 to 3 months (up to 3 a year) from your next billing day,
                for a small monthly fee instead of your dues.
              </Typography>
              {status.data.unavailable && <Typography>{status.data.unavailable}</Typography>}
              <Button
                variant="outlined"
                disabled={status.data.options.length === 0}
                onClick={() => {
                  freeze.reset();
                  unfreeze.reset();
                  setOpen(true);
                }}
              >
                Freeze membership
              </Button>
              {status.data.options.length > 0 && (
                <FreezeDialog
                  open={open}
                  status={status.data}
                  dues={membership.price.amount}
                  busy={freeze.isPending}
                  error={freeze.error?.message ?? null}
                  onClose={() => setOpen(false)}
                  onConfirm={(months) => freeze.mutate(months, { onSuccess: () => setOpen(false) })}
                />
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
