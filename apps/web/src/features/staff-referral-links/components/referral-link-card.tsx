import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { ReferralLink } from '@gym/contracts/staff-referral-links';
import { formatClubDay } from '../../../lib/club-days';
import { useText } from '../../../lib/i18n/catalog';
import { staffReferralLinksText } from '../i18n';

/** The link made: as text to read out or paste, with a copy button and the day it stops working. */
export function ReferralLinkCard({ link }: { link: ReferralLink }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const t = useText(staffReferralLinksText);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.link);
      setCopied('yes');
    } catch {
      // Clipboard access needs a secure page and the user's permission; the link is on screen to select by hand.
      setCopied('no');
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="referral-link-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="referral-link-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('staff-referral-links.card.title', { memberName: link.memberName, planName: link.planName })}
          </Typography>
          <Box
            component="code"
            aria-label={t('staff-referral-links.card.link')}
            sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', fontSize: '0.95rem' }}
          >
            {link.link}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
              {t('staff-referral-links.card.copy')}
            </Button>
            <Typography color="text.secondary">
              {t('staff-referral-links.card.validThrough', { day: formatClubDay(link.validThrough) })}
            </Typography>
          </Box>
          <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
            {copied === 'yes' && <Alert severity="success">{t('staff-referral-links.card.copied')}</Alert>}
            {copied === 'no' && <Alert severity="warning">{t('staff-referral-links.card.notCopied')}</Alert>}
          </Box>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('staff-referral-links.card.code', { code: link.code })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
