import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import type { Closure } from '@gym/contracts/club-hours';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dayHoursText } from '../../../lib/club-hours-text';
import { useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { useRemoveClosure } from '../api/remove-closure';
import { staffClubText } from '../i18n';
import { AddClosureDialog } from './add-closure-dialog';

const DAY: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** 'Thursday, November 26, 2026' for a closure's club day. */
export const closureDay = (date: string) => dateFormat(DAY).format(new Date(`${date}T00:00:00Z`));

interface ClosuresSectionProps {
  clubId: string;
  closures: Closure[];
  /** Today on the club's clock (YYYY-MM-DD): no closure is added before it. */
  today: string;
}

/**
 * Days the weekly hours do not hold, today's and later, soonest first: closed all day (Thanksgiving) or special
 * hours (Christmas Eve until 4 PM). Members see them; adding and removing one is in the audit log.
 */
export function ClosuresSection({ clubId, closures, today }: ClosuresSectionProps) {
  const t = useText(staffClubText);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Closure | null>(null);
  const remove = useRemoveClosure(clubId);

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="club-closures-heading" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="club-closures-heading" variant="h2">
          {t('staff-club.closures.title')}
        </Typography>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {t('staff-club.closures.add')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('staff-club.closures.intro')}
      </Typography>
      {closures.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('staff-club.closures.none')}
        </Alert>
      ) : (
        <List aria-labelledby="club-closures-heading" data-testid="closures-list">
          {closures.map((closure) => (
            <ListItem
              key={closure.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => setRemoving(closure)}
                  aria-label={t('staff-club.closures.removeOne', { day: closureDay(closure.date) })}
                >
                  {t('staff-club.closures.remove')}
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={closureDay(closure.date)}
                secondary={t('staff-club.closures.detail', {
                  hours: dayHoursText(closure.hours),
                  reason: closure.reason,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {adding && <AddClosureDialog clubId={clubId} today={today} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('staff-club.closures.removeTitle')}
        text={
          removing
            ? t('staff-club.closures.removeText', { day: closureDay(removing.date), reason: removing.reason })
            : ''
        }
        confirmLabel={t('staff-club.closures.remove')}
        danger
        busy={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onCancel={closeRemove}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: closeRemove })}
      />
    </Paper>
  );
}
