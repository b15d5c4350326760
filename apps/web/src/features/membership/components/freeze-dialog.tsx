import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { FreezeOption, FreezeStatus } from '@gym/contracts/membership-freeze';
import { formatLongClubDay } from '../../../lib/club-days';

interface FreezeDialogProps {
  open: boolean;
  /** GET /membership/freeze, with at least one option. */
  status: FreezeStatus;
  /** The monthly dues that resume after the freeze. */
  dues: string;
  busy: boolean;
  /** The server's reason when the freeze failed. */
  error: string | null;
  onClose: () => void;
  onConfirm: (months: number) => void;
}

const monthsText = (months: number) => `${months} month${months === 1 ? '' : 's'}`;

/** 'January 2027' for the period 2027-01-01. */
function monthName(period: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${period}T00:00:00Z`),
  );
}

/** What the chosen freeze does, in the words the member needs before confirming. */
function Consequences({ status, option, dues }: { status: FreezeStatus; option: FreezeOption; dues: string }) {
  const first = monthName(status.firstPeriod ?? option.lastPeriod);
  const frozen = option.months === 1 ? first : `${first} through ${option.lastMonth}`;
  return (
    <Stack spacing={1.5}>
      <Typography>
        Your membership will be frozen for <strong>{frozen}</strong>. Check-in is paused while it is frozen.
      </Typography>
      <Typography>
        {status.fee.amountCents > 0 ? (
          <>
            Instead of your dues, a freeze fee of <strong>{status.fee.amount}</strong> is charged on the 1st of each
            frozen month ({option.totalFee.amount} in all).
          </>
        ) : (
          <>Nothing is charged for the frozen months.</>
        )}
      </Typography>
      <Typography>
        Billing resumes on <strong>{formatLongClubDay(option.resumesOn)}</strong> with your monthly dues of {dues}. You
        can unfreeze earlier at any time.
      </Typography>
    </Stack>
  );
}

/** Freeze for 1 to 3 months: the choice, what it costs and when billing resumes, then one confirmation. */
export function FreezeDialog({ open, status, dues, busy, error, onClose, onConfirm }: FreezeDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const [months, setMonths] = useState(status.options[0]?.months ?? 1);
  const option = status.options.find((candidate) => candidate.months === months) ?? status.options[0];
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Freeze your membership</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={labelId}>How long?</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={String(option?.months ?? '')}
              onChange={(event) => setMonths(Number(event.target.value))}
            >
              {status.options.map((candidate) => (
                <FormControlLabel
                  key={candidate.months}
                  value={String(candidate.months)}
                  control={<Radio />}
                  label={`${monthsText(candidate.months)}, until the end of ${candidate.lastMonth}`}
                  disabled={busy}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {option && <Consequences status={status} option={option} dues={dues} />}
          {error && (
            <Alert severity="error" variant="outlined">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Keep my membership as it is
        </Button>
        <Button
          variant="contained"
          onClick={() => option && onConfirm(option.months)}
          disabled={busy || !option}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {option ? `Freeze for ${monthsText(option.months)}` : 'Freeze'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
