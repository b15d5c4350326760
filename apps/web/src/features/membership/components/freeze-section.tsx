import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MembershipView } from '@gym/contracts/membership';
import type { Freeze } from '@gym/contracts/membership-freeze';
import { formatLongClubDay } from '../../../lib/club-days';
import { useFreezeMembership, useFreezeStatus, useUnfreezeMembership } from '../api/freeze';
import { translate, useText } from '../../../lib/i18n/catalog';
import { membershipText } from '../i18n';
import { FreezeDialog } from './freeze-dialog';
import { monthName } from './month-name';

function freezeText(freeze: Freeze): string {
  const first = monthName(freeze.firstPeriod);
  const last = monthName(freeze.lastPeriod);
  const resumes = formatLongClubDay(freeze.resumesOn);
  const state = freeze.inEffect
    ? translate(membershipText, 'membership.freeze.inEffect', { lastMonth: last, resumes })
    : freeze.firstPeriod === freeze.lastPeriod
      ? translate(membershipText, 'membership.freeze.upcomingOne', { month: first, resumes })
      : translate(membershipText, 'membership.freeze.upcomingRange', { first, last, resumes });
  const fee =
    freeze.fee.amountCents > 0 ? translate(membershipText, 'membership.freeze.fee', { fee: freeze.fee.amount }) : '';
  return fee ? `${state} ${fee}` : state;
}

/**
 * Freezing (docs/decisions/0028): the current or upcoming freeze with 'Unfreeze now', or the button that opens the
 * choice of 1 to 3 months with its fee and the day billing resumes; after confirming, the reference.
 */
export function FreezeSection({ membership }: { membership: MembershipView }) {
  const t = useText(membershipText);
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
            {t('membership.freeze.heading')}
          </Typography>
          {done && (
            <Alert severity="success" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {done} {t('membership.emailedConfirmation')}
            </Alert>
          )}
          {status.isError ? (
            <Alert severity="error" variant="outlined" sx={{ alignSelf: 'stretch' }}>
              {status.error.message}
            </Alert>
          ) : !status.data ? (
            <CircularProgress size={24} aria-label={t('membership.freeze.loading')} />
          ) : current ? (
            <>
              <Typography>
                {freezeText(current)} {t('membership.reference', { reference: current.reference })}
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
                {t('membership.freeze.unfreeze')}
              </Button>
            </>
          ) : (
            <>
              <Typography color="text.secondary">{t('membership.freeze.intro')}</Typography>
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
                {t('membership.freeze.button')}
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
