import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { NextCharge } from '@gym/contracts/billing-history';
import type { Balance } from '@gym/contracts/member-billing';
import { formatClubDay } from '../../../lib/club-days';
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
  const due = balance.amountDueCents > 0;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="balance-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="balance-title" variant="h2">
          Balance
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">Amount due</Typography>
          <Typography data-testid="amount-due" sx={{ fontSize: '2rem', fontWeight: 700 }}>
            {balance.amountDue}
          </Typography>
          {balance.balanceCents < 0 && (
            <Typography color="text.secondary">(credit of {balance.balance.replace('-', '')})</Typography>
          )}
        </Stack>
        {nextCharge && (
          <Typography data-testid="next-charge">
            Next charge: <strong>{nextCharge.amount}</strong> on{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatBillingDay(nextCharge.date)}
            </Box>
            {due && ', with the balance due unless you pay it first'}
          </Typography>
        )}
        {balance.entries.length > 0 && (
          <List dense aria-label="What makes up your balance" disablePadding>
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
              Pay {balance.amountDue}
            </Button>
            {!canPay && <Typography color="text.secondary">Add a card to pay.</Typography>}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
