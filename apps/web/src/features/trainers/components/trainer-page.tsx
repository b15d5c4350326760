import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { clubSlug, isClubSlug } from '@gym/contracts/constants';
import type { Trainer } from '@gym/contracts/trainers';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { useText } from '../../../lib/i18n/catalog';
import { languageName, listFormat } from '../../../lib/i18n/intl';
import { useSession } from '../../../lib/session';
import { useTrainer } from '../api/get-trainer';
import { trainersText } from '../i18n';
import { clubTrainersPath } from '../lib/paths';
import { InitialsAvatar } from './initials-avatar';
import { LoadError } from '../../../components/load-error';
import { TrainerBooking } from './trainer-booking';
import { TrainerProfile } from './trainer-profile';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The club whose times the page shows: the one the address names if the trainer works there, else the member's
 * home club if they do, else the trainer's first.
 */
function clubOf(trainer: Trainer, asked: string | null, homeClubId: string | null) {
  const { clubs } = trainer;
  return (
    clubs.find((club) => club.clubId === asked) ?? clubs.find((club) => club.clubId === homeClubId) ?? clubs[0] ?? null
  );
}

function TrainerView({ trainer }: { trainer: Trainer }) {
  const t = useText(trainersText);
  const [params, setParams] = useSearchParams();
  const homeClubId = useSession()?.user.favoriteLocation ?? null;
  const club = clubOf(trainer, params.get('club'), homeClubId);
  const name = `${trainer.firstName} ${trainer.lastName}`;
  const slug = club ? clubSlug(club.displayName) : '';
  useEffect(() => {
    document.title = `${name} · ${appConfig().brandName}`;
  }, [name]);

  const chooseClub = (clubId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('club', clubId);
        next.delete('day');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={{ xs: 2.5, md: 3 }} sx={{ maxWidth: 1100 }}>
      {isClubSlug(slug) && (
        <Box>
          <Button component={RouterLink} to={clubTrainersPath(slug)} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
            {t('trainers.back', { club: club!.displayName })}
          </Button>
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <InitialsAvatar firstName={trainer.firstName} lastName={trainer.lastName} size={72} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{name}</Typography>
          <Typography color="text.secondary">
            {t('trainers.coachesIn', { languages: listFormat(trainer.languages.map(languageName)) })}
          </Typography>
        </Box>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        {/* The times first on a phone, where a member comes to book; beside the profile on a wide screen. */}
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          {club ? (
            <TrainerBooking trainer={trainer} club={club} onChooseClub={chooseClub} />
          ) : (
            <Card variant="outlined" sx={{ p: 2, bgcolor: 'background.paper' }}>
              <Typography>{t('trainers.slots.noClub')}</Typography>
            </Card>
          )}
        </Box>
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <TrainerProfile trainer={trainer} />
        </Box>
      </Box>
    </Stack>
  );
}

function TrainerOfId({ trainerId }: { trainerId: string }) {
  const t = useText(trainersText);
  const trainer = useTrainer(trainerId);
  if (trainer.data) return <TrainerView trainer={trainer.data} />;
  if (trainer.error instanceof ApiError && trainer.error.status === 404) return <NotFoundPage />;
  if (trainer.isError)
    return <LoadError text={t('trainers.trainerLoadError')} onRetry={() => void trainer.refetch()} />;
  return <PageSpinner label={t('trainers.trainerLoading')} />;
}

/**
 * `/trainers/:trainerId` (public): a trainer's profile and their free times at a club for 30 or 60 minutes, in
 * person or by video; a member picks one and books it with a pack, buying one first when they have none.
 */
export function Component() {
  const { trainerId } = useParams();
  if (!trainerId || !UUID.test(trainerId)) return <NotFoundPage />;
  return <TrainerOfId key={trainerId} trainerId={trainerId} />;
}
