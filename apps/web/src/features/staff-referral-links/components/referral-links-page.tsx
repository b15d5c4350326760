import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatCurrency } from '@gym/contracts/money';
import type { MemberSearchResult } from '@gym/contracts/staff';
import type { ReferralLink } from '@gym/contracts/staff-referral-links';
import { useText } from '../../../lib/i18n/catalog';
import { useCreateReferralLink } from '../api/create-referral-link';
import { useReferralPlans } from '../api/get-referral-plans';
import { staffReferralLinksText } from '../i18n';
import { MemberPicker } from './member-picker';
import { ReferralLinkCard } from './referral-link-card';

/**
 * /staff/referral-links, for club managers and the director: this month's signed referral link of an active member
 * of one's clubs for a plan their club offers (it replaces the referral-code script). The server checks it all.
 */
export function Component() {
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  const [planId, setPlanId] = useState('');
  const [link, setLink] = useState<ReferralLink | null>(null);
  const plans = useReferralPlans(member?.sfId ?? null);
  const create = useCreateReferralLink();
  const active = member?.memberStatus === 'active';
  const t = useText(staffReferralLinksText);

  const pick = (chosen: MemberSearchResult | null) => {
    setMember(chosen);
    setPlanId('');
    setLink(null);
    create.reset();
  };
  const make = async () => {
    if (!member || !planId) return;
    setLink(await create.mutateAsync({ memberId: member.sfId, planId }).catch(() => null));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">{t('staff-referral-links.title')}</Typography>
      <Typography color="text.secondary">{t('staff-referral-links.intro')}</Typography>
      {!member && <MemberPicker onPick={pick} />}
      {member && (
        <Card variant="outlined" component="section" aria-labelledby="referrer-name">
          <CardContent>
            <Stack spacing={2}>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography id="referrer-name" variant="h2" sx={{ fontSize: '1.25rem' }}>
                  {member.firstName} {member.lastName}
                </Typography>
                <Typography color="text.secondary">
                  {t('staff-referral-links.member', { number: member.idCA })}
                  {member.homeClub ? ` · ${member.homeClub.displayName}` : ''}
                </Typography>
                <Button onClick={() => pick(null)}>{t('staff-referral-links.chooseAnother')}</Button>
              </Box>
              {!active && (
                <Alert severity="info">
                  {t('staff-referral-links.notActiveAlert', { firstName: member.firstName })}
                </Alert>
              )}
              {active && (
                <TextField
                  select
                  label={t('staff-referral-links.plan')}
                  value={planId}
                  onChange={(event) => setPlanId(event.target.value)}
                  helperText={
                    plans.isError
                      ? plans.error.message
                      : plans.data?.clubName
                        ? t('staff-referral-links.plansAt', { club: plans.data.clubName })
                        : t('staff-referral-links.plansAtTheirClub')
                  }
                  error={plans.isError}
                  disabled={!plans.data}
                >
                  {(plans.data?.plans ?? []).map((plan) => (
                    <MenuItem key={plan.id} value={plan.id}>
                      {plan.name} ({formatCurrency(plan.priceCents)})
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {create.isError && <Alert severity="error">{create.error.message}</Alert>}
              {active && (
                <Box>
                  <Button variant="contained" disabled={!planId} loading={create.isPending} onClick={make}>
                    {t('staff-referral-links.make')}
                  </Button>
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      {link && <ReferralLinkCard link={link} />}
    </Stack>
  );
}
