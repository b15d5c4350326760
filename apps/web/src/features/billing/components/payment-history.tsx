import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BILLING_HISTORY_LIMIT, type BillingHistoryEntry } from '@gym/contracts/billing-history';
import { useText } from '../../../lib/i18n/catalog';
import { useResponsive } from '../../../lib/use-responsive';
import { useDownloadReceipt } from '../api/download-receipt';
import { billingText } from '../i18n';
import { formatHistoryDay } from './billing-day';
import { visuallyHidden } from './visually-hidden';

const STATUS = {
  charge: { textId: 'billing.history.paid', color: 'success' },
  decline: { textId: 'billing.history.declined', color: 'error' },
  refund: { textId: 'billing.history.refunded', color: 'default' },
} as const;

function Status({ entry }: { entry: BillingHistoryEntry }) {
  const t = useText(billingText);
  const { textId, color } = STATUS[entry.kind];
  return <Chip label={t(textId)} color={color} size="small" variant="outlined" />;
}

function ReceiptButton({ entry }: { entry: BillingHistoryEntry }) {
  const t = useText(billingText);
  const download = useDownloadReceipt();
  const url = entry.receiptUrl;
  if (!url) return null;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={download.isPending}
      onClick={() => download.mutate({ url, date: entry.date })}
      aria-label={t('billing.history.downloadReceipt', {
        paidFor: entry.paidFor,
        date: formatHistoryDay(entry.date),
        amount: entry.amount,
      })}
    >
      {t('billing.history.receipt')}
    </Button>
  );
}

/** The decline's reason under what it was for. */
function PaidFor({ entry }: { entry: BillingHistoryEntry }) {
  return (
    <>
      {entry.paidFor}
      {entry.message && (
        <Typography variant="body2" color="error" component="span" sx={{ display: 'block' }}>
          {entry.message}
        </Typography>
      )}
    </>
  );
}

function HistoryTable({ entries }: { entries: BillingHistoryEntry[] }) {
  const t = useText(billingText);
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="history-title" sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.history.date')}</TableCell>
            <TableCell>{t('billing.history.for')}</TableCell>
            <TableCell>{t('billing.history.card')}</TableCell>
            <TableCell align="right">{t('billing.history.amount')}</TableCell>
            <TableCell>{t('billing.history.status')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('billing.history.receipt')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={`${entry.kind}-${entry.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatHistoryDay(entry.date)}</TableCell>
              <TableCell>
                <PaidFor entry={entry} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.card ?? t('billing.history.noCard')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {entry.amount}
              </TableCell>
              <TableCell>
                <Status entry={entry} />
              </TableCell>
              <TableCell>
                <ReceiptButton entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one bordered block per entry, what and how much on top, then when, the card and the status. */
function HistoryList({ entries }: { entries: BillingHistoryEntry[] }) {
  const t = useText(billingText);
  return (
    <Stack component="ul" spacing={1} aria-labelledby="history-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={`${entry.kind}-${entry.id}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
              <PaidFor entry={entry} />
            </Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{entry.amount}</Typography>
          </Stack>
          <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {formatHistoryDay(entry.date)} · {entry.card ?? t('billing.history.noCard')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Status entry={entry} />
            <ReceiptButton entry={entry} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** 'Payment history': every charge, decline and refund, newest first, with each charge's receipt. */
export function PaymentHistory({ entries }: { entries: BillingHistoryEntry[] }) {
  const t = useText(billingText);
  const { isMobile } = useResponsive();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="history-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="history-title" variant="h2">
          {t('billing.history.heading')}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('billing.history.none')}</Typography>
        ) : isMobile ? (
          <HistoryList entries={entries} />
        ) : (
          <HistoryTable entries={entries} />
        )}
        {entries.length >= BILLING_HISTORY_LIMIT && (
          <Typography variant="body2" color="text.secondary">
            {t('billing.history.latest', { count: BILLING_HISTORY_LIMIT })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
