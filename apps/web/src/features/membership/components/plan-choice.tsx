import {
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { PlanChangeOption, PlanChangeStatus } from '@gym/contracts/plan-change';
import { formatLongClubDay } from '../../../lib/club-days';
import { translate, useText } from '../../../lib/i18n/catalog';
import { membershipText } from '../i18n';

/** When a change takes effect and what it costs today, as the server will do it (docs/decisions/0028). */
export function changeTiming(option: PlanChangeOption): string {
  return option.upgrade && option.dueToday.amountCents > 0
    ? translate(membershipText, 'membership.changePlan.startsToday', { amount: option.dueToday.amount })
    : translate(membershipText, 'membership.changePlan.startsOn', { date: formatLongClubDay(option.effectiveDate) });
}

interface PlanChoiceProps {
  status: PlanChangeStatus;
  /** The chosen option's key, `${clubId}:${planId}`. */
  chosen: string;
  onChoose: (key: string) => void;
  disabled: boolean;
}

/** The club, then its monthly plans with their price and when each would start. */
export function PlanChoice({ status, chosen, onChoose, disabled }: PlanChoiceProps) {
  const t = useText(membershipText);
  const clubLabelId = useId();
  const planLabelId = useId();
  const clubs = [...new Map(status.options.map((option) => [option.clubId, option.clubName])).entries()];
  const clubId = chosen.split(':')[0] ?? '';
  const plans = status.options.filter((option) => option.clubId === clubId);
  const keyOf = (option: PlanChangeOption) => `${option.clubId}:${option.planId}`;
  return (
    <Stack spacing={2}>
      {status.current && (
        <Typography color="text.secondary">
          {t('membership.changePlan.now', {
            plan: status.current.planName,
            club: status.current.clubName,
            price: status.current.price.amount,
          })}
        </Typography>
      )}
      <FormControl fullWidth>
        <InputLabel id={clubLabelId}>{t('membership.changePlan.homeClub')}</InputLabel>
        <Select
          labelId={clubLabelId}
          label={t('membership.changePlan.homeClub')}
          value={clubId}
          disabled={disabled}
          onChange={(event) => {
            const first = status.options.find((option) => option.clubId === event.target.value);
            if (first) onChoose(keyOf(first));
          }}
        >
          {clubs.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel id={planLabelId}>{t('membership.changePlan.plan')}</FormLabel>
        <RadioGroup aria-labelledby={planLabelId} value={chosen} onChange={(event) => onChoose(event.target.value)}>
          {plans.map((option) => (
            <FormControlLabel
              key={keyOf(option)}
              value={keyOf(option)}
              control={<Radio />}
              disabled={disabled}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <Stack>
                  <Typography>
                    {t('membership.changePlan.planPrice', { plan: option.planName, price: option.price.amount })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {changeTiming(option)}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
