import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { NextCharge } from '@gym/contracts/billing-history';
import type { Balance } from '@gym/contracts/member-billing';
import { formatClubDay } from '../../../lib/club-days';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { billingText } from '../i18n';
import { formatBillingDay } from './billing-day';

interface BalanceSectionProps {
  balance: Balance;
  /** The next autopay: null for a pass or without a monthly membership. */
  nextCharge: NextCharge | null;
  canPay: boolean;
  /** 'Thank you for your payment.' after a payment, until the next one starts. */
  notice: string | null;
  onPay: () => void;
}

/** The amount due, what makes it up, when autopay charges next and how much, and the Pay button. */
export function BalanceSection({ balance, nextCharge, canPay, notice, onPay }: BalanceSectionProps) {
  const t = useText(billingText);
  const due = balance.amountDueCents > 0;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="balance-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="balance-title" variant="h2">
          {t('billing.balance.heading')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('billing.balance.amountDue')}</Typography>
          <Typography data-testid="amount-due" sx={{ fontSize: '2rem', fontWeight: 700 }}>
            {balance.amountDue}
          </Typography>
          {balance.balanceCents < 0 && (
            <Typography color="text.secondary">
              {t('billing.balance.credit', { amount: balance.balance.replace('-', '') })}
            </Typography>
          )}
        </Stack>
        {nextCharge && (
          <Typography data-testid="next-charge">
            <RichText
              catalog={billingText}
              id={due ? 'billing.balance.nextChargeWithDue' : 'billing.balance.nextCharge'}
              values={{ amount: nextCharge.amount, date: formatBillingDay(nextCharge.date) }}
              components={{ 0: <strong />, 1: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> }}
            />
          </Typography>
        )}
        {balance.entries.length > 0 && (
          <List dense aria-label={t('billing.balance.entries')} disablePadding>
            {balance.entries.map((entry) => (
              <ListItem key={entry.id} disableGutters secondaryAction={<Typography>{entry.amount}</Typography>}>
                <ListItemText primary={entry.description} secondary={formatClubDay(entry.date)} />
              </ListItem>
            ))}
          </List>
        )}
        {notice && (
          <Alert severity="success" variant="outlined" role="status">
            {notice}
          </Alert>
        )}
        {due && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" size="large" onClick={onPay} disabled={!canPay}>
              {t('billing.balance.pay', { amount: balance.amountDue })}
            </Button>
            {!canPay && <Typography color="text.secondary">{t('billing.balance.addCardToPay')}</Typography>}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
