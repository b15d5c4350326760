import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  PRIVACY_RECORDS_KEPT_YEARS,
  PRIVACY_REQUEST_RECORD_MONTHS,
  PRIVACY_RESPONSE_DAYS,
} from '@gym/contracts/privacy';
import { appConfig } from '../../../lib/app-config';
import { useText } from '../../../lib/i18n/catalog';
import { type PrivacyTextId, privacyText } from '../i18n';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Items({ ids }: { ids: PrivacyTextId[] }) {
  const t = useText(privacyText);
  return (
    <Box component="ul" sx={{ my: 0, pl: 3 }}>
      {ids.map((id) => (
        <Typography key={id} component="li" sx={{ mb: 1 }}>
          {t(id)}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * /privacy, for everyone (docs/decisions/0054): the privacy notice in English and Spanish. What is collected and
 * why, that nothing is sold or shared, the CPRA's rights and where to use them, the 45 days, what a deletion keeps
 * and for how long, and how long an abandoned sign-up is kept (the server's ABANDONED_SIGNUP_RETENTION_DAYS, from the
 * app config).
 */
export function Component() {
  const t = useText(privacyText);
  const { brandName, supportEmail, signupRetentionDays } = appConfig();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">{t('privacy.title')}</Typography>
      <Typography>{t('privacy.intro', { brand: brandName })}</Typography>
      <Part id="privacy-collect" title={t('privacy.collect.title')}>
        <Items
          ids={[
            'privacy.collect.identity',
            'privacy.collect.membership',
            'privacy.collect.documents',
            'privacy.collect.activity',
          ]}
        />
      </Part>
      <Part id="privacy-use" title={t('privacy.use.title')}>
        <Typography>{t('privacy.use.text')}</Typography>
      </Part>
      <Part id="privacy-sell" title={t('privacy.sell.title')}>
        <Typography>{t('privacy.sell.text')}</Typography>
      </Part>
      <Part id="privacy-rights" title={t('privacy.rights.title')}>
        <Items
          ids={[
            'privacy.rights.know',
            'privacy.rights.delete',
            'privacy.rights.correct',
            'privacy.rights.optOut',
            'privacy.rights.equal',
          ]}
        />
      </Part>
      <Part id="privacy-timing" title={t('privacy.timing.title')}>
        <Stack spacing={1}>
          <Typography>{t('privacy.timing.answer', { days: PRIVACY_RESPONSE_DAYS })}</Typography>
          <Typography>{t('privacy.timing.kept', { years: PRIVACY_RECORDS_KEPT_YEARS })}</Typography>
          <Typography>{t('privacy.timing.record', { months: PRIVACY_REQUEST_RECORD_MONTHS })}</Typography>
          <Typography>{t('privacy.timing.signups', { days: signupRetentionDays })}</Typography>
        </Stack>
      </Part>
      <Part id="privacy-contact" title={t('privacy.contact.title')}>
        <Typography>{t('privacy.contact.text', { email: supportEmail })}</Typography>
      </Part>
    </Stack>
  );
}
