import { Alert, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { GuestPass } from '@gym/contracts/guest-passes';
import type { MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay } from '../../../lib/club-days';
import { useGuestPasses } from '../api/get-guest-passes';
import { translate, useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { membershipText } from '../i18n';
import { GuestPassForm } from './guest-pass-form';

function passState(pass: GuestPass): string {
  if (pass.status === 'used' && pass.usedOn && pass.usedAt) {
    return translate(membershipText, 'membership.guestPasses.used', {
      date: formatLongClubDay(pass.usedOn),
      club: pass.usedAt.displayName,
    });
  }
  if (pass.status === 'expired') {
    return translate(membershipText, 'membership.guestPasses.expired', { date: formatLongClubDay(pass.validUntil) });
  }
  return translate(membershipText, 'membership.guestPasses.valid', { date: formatLongClubDay(pass.validUntil) });
}

/**
 * Guest passes (docs/decisions/0028): how many of the plan's passes are left this month, the passes given, and
 * the form to give one. Nothing is shown for a plan without guest passes (or a pass, or before the count loads).
 */
export function GuestPassesSection({ membership }: { membership: MembershipView }) {
  const t = useText(membershipText);
  const enabled = membership.monthly && membership.standing !== 'ended';
  const passes = useGuestPasses(enabled);
  const [sent, setSent] = useState<string | null>(null);
  const view = passes.data;
  if (!enabled || !view || view.allowance === 0) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="guest-passes-heading">
      <CardContent>
        <Typography id="guest-passes-heading" variant="h2" gutterBottom>
          {t('membership.guestPasses.heading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <RichText
            catalog={membershipText}
            id="membership.guestPasses.left"
            values={{ left: view.left, allowance: view.allowance }}
            components={{ 0: <strong /> }}
          />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('membership.guestPasses.explain', { date: formatLongClubDay(view.validUntil) })}
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
              {t('membership.guestPasses.given')}
            </Typography>
            <List aria-label={t('membership.guestPasses.givenList')}>
              {view.passes.map((pass) => (
                <ListItem key={pass.id} disableGutters divider>
                  <ListItemText
                    primary={t('membership.guestPasses.guest', { name: pass.guestName, email: pass.guestEmail })}
                    secondary={t('membership.guestPasses.pass', {
                      date: formatLongClubDay(pass.issuedOn),
                      code: pass.code,
                      state: passState(pass),
                    })}
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
