import { Chip, Stack } from '@mui/material';
import type { ClassSession } from '@gym/contracts/classes';
import { useText } from '../../../lib/i18n/catalog';
import { classRosterText } from '../i18n';

/** 'Cancelled', '12 of 28 booked', '3 waiting': how full a class is, at a glance. */
export function SessionFacts({ session }: { session: ClassSession }) {
  const t = useText(classRosterText);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }} data-testid="session-facts">
      {session.cancelled && (
        <Chip size="small" color="error" label={t('class-roster.cancelled')} sx={{ fontWeight: 700 }} />
      )}
      <Chip
        size="small"
        variant="outlined"
        label={t('class-roster.fill', { booked: session.booked, capacity: session.capacity })}
      />
      {session.waitlisted > 0 && (
        <Chip size="small" variant="outlined" label={t('class-roster.waiting', { count: session.waitlisted })} />
      )}
    </Stack>
  );
}
