import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { FreezeOption, FreezeStatus } from '@gym/contracts/membership-freeze';
import { DialogShell } from '../../../components/dialog-shell';
import { formatLongClubDay } from '../../../lib/club-days';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { membershipText } from '../i18n';
import { monthName } from './month-name';

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

/** What the chosen freeze does, in the words the member needs before confirming. */
function Consequences({ status, option, dues }: { status: FreezeStatus; option: FreezeOption; dues: string }) {
  const t = useText(membershipText);
  const first = monthName(status.firstPeriod ?? option.lastPeriod);
  const strong = { 0: <strong /> };
  return (
    <Stack spacing={1.5}>
      <Typography>
        {option.months === 1 ? (
          <RichText
            catalog={membershipText}
            id="membership.freeze.frozenForOne"
            values={{ month: first }}
            components={strong}
          />
        ) : (
          <RichText
            catalog={membershipText}
            id="membership.freeze.frozenForRange"
            values={{ first, last: monthName(option.lastPeriod) }}
            components={strong}
          />
        )}
      </Typography>
      <Typography>
        {status.fee.amountCents > 0 ? (
          <RichText
            catalog={membershipText}
            id="membership.freeze.feeCharged"
            values={{ fee: status.fee.amount, total: option.totalFee.amount }}
            components={strong}
          />
        ) : (
          t('membership.freeze.noFee')
        )}
      </Typography>
      <Typography>
        <RichText
          catalog={membershipText}
          id="membership.freeze.resumes"
          values={{ date: formatLongClubDay(option.resumesOn), dues }}
          components={strong}
        />
      </Typography>
    </Stack>
  );
}

/** Freeze for 1 to 3 months: the choice, what it costs and when billing resumes, then one confirmation. */
export function FreezeDialog({ open, status, dues, busy, error, onClose, onConfirm }: FreezeDialogProps) {
  const t = useText(membershipText);
  const labelId = useId();
  const [months, setMonths] = useState(status.options[0]?.months ?? 1);
  const option = status.options.find((candidate) => candidate.months === months) ?? status.options[0];
  return (
    <DialogShell
      open={open}
      title={t('membership.freeze.dialogTitle')}
      error={error}
      busy={busy}
      cancelLabel={t('membership.freeze.keep')}
      confirmLabel={
        option ? t('membership.freeze.confirm', { months: option.months }) : t('membership.freeze.confirmNoChoice')
      }
      confirmDisabled={!option}
      onClose={onClose}
      onConfirm={() => option && onConfirm(option.months)}
      wide
    >
      <FormControl>
        <FormLabel id={labelId}>{t('membership.freeze.howLong')}</FormLabel>
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
              label={t('membership.freeze.option', {
                months: candidate.months,
                lastMonth: monthName(candidate.lastPeriod),
              })}
              disabled={busy}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {option && <Consequences status={status} option={option} dues={dues} />}
    </DialogShell>
  );
}
