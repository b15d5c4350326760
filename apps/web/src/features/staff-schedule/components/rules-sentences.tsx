import { Box, Typography } from '@mui/material';
import type { ClassRules } from '@gym/contracts/class-rules';
import { formatCurrency } from '@gym/contracts/money';
import { useText } from '../../../lib/i18n/catalog';
import { staffScheduleText } from '../i18n';

/** A set of booking rules as a member would be told them: when booking opens, a late cancel, the limits, the cost. */
export function RulesSentences({ rules }: { rules: ClassRules }) {
  const t = useText(staffScheduleText);
  const sentences = [
    t('staff-schedule.rules.opens', { days: rules.opensDaysBefore }),
    t('staff-schedule.rules.lateCancel', { hours: rules.lateCancelHours }),
    t('staff-schedule.rules.limits', { upcoming: rules.maxUpcoming, perDay: rules.maxPerDay }),
    rules.penalty === 'fee' && rules.feeCents !== null
      ? t('staff-schedule.rules.fee', { fee: formatCurrency(rules.feeCents) })
      : t('staff-schedule.rules.strike'),
  ];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {sentences.map((sentence) => (
        <Typography component="li" key={sentence}>
          {sentence}
        </Typography>
      ))}
    </Box>
  );
}
