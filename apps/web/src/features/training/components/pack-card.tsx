import { Card, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { Pack } from '@gym/contracts/personal-training';
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { type TrainingTextId, trainingText } from '../i18n';
import { expiryDate } from '../lib/session-times';

/** Why a pack can no longer book, or null while it can. */
function closed(t: Translate<TrainingTextId>, pack: Pack, now: Date): string | null {
  if (pack.status === 'pending') return t('training.pack.pending');
  if (pack.status === 'declined') return t('training.pack.declined');
  if (Date.parse(pack.expiresAt) <= now.getTime()) return t('training.pack.expired');
  if (pack.left === 0) return t('training.pack.usedUp');
  return null;
}

/** One pack: what it holds, at which club, the sessions left of its total and the day they expire. */
export function PackCard({ pack, now }: { pack: Pack; now: Date }) {
  const t = useText(trainingText);
  const headingId = useId();
  const mark = closed(t, pack, now);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="training-pack"
      sx={{ p: { xs: 1.5, md: 2 }, bgcolor: 'background.paper', opacity: mark ? 0.85 : 1 }}
    >
      <Stack spacing={0.5}>
        <Typography id={headingId} variant="h3">
          {pack.intro
            ? t('training.pack.intro', { minutes: pack.minutes })
            : t('training.pack.name', { sessions: pack.sessions, minutes: pack.minutes })}
        </Typography>
        <Typography color="text.secondary">{pack.clubName}</Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', color: mark ? 'text.secondary' : 'primary.main' }}>
          {t('training.pack.left', { left: pack.left, sessions: pack.sessions })}
        </Typography>
        <Typography color="text.secondary">
          {Date.parse(pack.expiresAt) <= now.getTime()
            ? t('training.pack.expiredOn', { date: expiryDate(pack.expiresAt) })
            : t('training.pack.expires', { date: expiryDate(pack.expiresAt) })}
        </Typography>
        {mark && <Chip size="small" variant="outlined" label={mark} sx={{ alignSelf: 'flex-start' }} />}
      </Stack>
    </Card>
  );
}
