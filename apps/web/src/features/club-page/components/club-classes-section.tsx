import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ClubPage } from '@gym/contracts/club-page';
import { clubTimeText } from '../../../lib/club-hours-text';
import { useText } from '../../../lib/i18n/catalog';
import { clubPageText } from '../i18n';
import { ClubSection } from './club-section';

/** Today's classes at the club, on its clock, each with its room, trainer and places; a link to the week. */
export function ClubClassesSection({ page }: { page: ClubPage }) {
  const t = useText(clubPageText);
  const zone = page.hours.timeZone;
  return (
    <ClubSection title={t('club-page.classes.heading')}>
      {page.todaysClasses.length === 0 ? (
        <Typography color="text.secondary">{t('club-page.classes.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {page.todaysClasses.map((session) => (
            <Box
              component="li"
              key={session.id}
              sx={{ display: 'grid', gridTemplateColumns: '5.5rem 1fr', gap: 1, alignItems: 'baseline' }}
            >
              <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {clubTimeText(new Date(session.startsAt), zone)}
              </Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component="h3"
                  sx={{ fontWeight: 700, textDecoration: session.cancelled ? 'line-through' : 'none' }}
                >
                  {session.className}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('club-page.classes.with', {
                    room: session.room.name,
                    trainer: `${session.trainer.firstName} ${session.trainer.lastName}`,
                  })}
                </Typography>
                <Typography variant="body2">
                  {session.cancelled
                    ? t('club-page.classes.cancelled')
                    : t('club-page.classes.places', { booked: session.booked, capacity: session.capacity })}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={`/locations/${page.slug}/schedule`} sx={{ display: 'inline-block', mt: 2 }}>
        {t('club-page.classes.schedule')}
      </Link>
    </ClubSection>
  );
}
