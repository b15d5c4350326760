import { Alert, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { GuestPass } from '@gym/contracts/guest-passes';
import type { MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay } from '../../../lib/club-days';
import { useGuestPasses } from '../api/get-guest-passes';
import { GuestPassForm } from './guest-pass-form';

function passState(pass: GuestPass): string {
  if (pass.status === 'used' && pass.usedOn && pass.usedAt) {
    return `Used on ${formatLongClubDay(pass.usedOn)} at ${pass.usedAt.displayName}`;
  }
  if (pass.status === 'expired') return `Expired on ${formatLongClubDay(pass.validUntil)}, unused`;
  return `Valid until ${formatLongClubDay(pass.validUntil)}`;
}

/**
 * Guest passes (docs/decisions/0028): how many of the plan's passes are left this month, the passes given, and
 * the form to give one. Nothing is shown for a plan without guest passes (or a pass, or before the count loads).
 */
export function GuestPassesSection({ membership }: { membership: MembershipView }) {
  const enabled = membership.monthly && membership.standing !== 'ended';
  const passes = useGuestPasses(enabled);
  const [sent, setSent] = useState<string | null>(null);
  const view = passes.data;
  if (!enabled || !view || view.allowance === 0) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="guest-passes-heading">
      <CardContent>
        <Typography id="guest-passes-heading" variant="h2" gutterBottom>
          Guest passes
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Guest passes: <strong>{view.left}</strong> of {view.allowance} left this month
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your guest gets an e-mail with a day pass code to show at the front desk, valid once until{' '}
          {formatLongClubDay(view.validUntil)}.
        </Typography>
        <Stack spacing={2}>
          {sent && (
            <Alert severity="success" variant="outlined">
              {sent}
            </Alert>
          )}
          {view.refusal ? (
            <Alert severity="info" variant="outlined">
              {view.refusal}
            </Alert>
          ) : (
            <GuestPassForm onSent={setSent} />
          )}
        </Stack>
        {view.passes.length > 0 && (
          <>
            <Typography variant="h3" sx={{ mt: 3 }}>
              Passes you've given
            </Typography>
            <List aria-label="Guest passes given">
              {view.passes.map((pass) => (
                <ListItem key={pass.id} disableGutters divider>
                  <ListItemText
                    primary={`${pass.guestName} (${pass.guestEmail})`}
                    secondary={`Given ${formatLongClubDay(pass.issuedOn)} · code ${pass.code} · ${passState(pass)}`}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
