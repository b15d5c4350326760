import { Alert, Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { clubPagePath } from '@gym/contracts/club-page';
import type { Club } from '@gym/contracts/clubs';
import { type ClubSlug, clubSlug, isClubSlug } from '@gym/contracts/constants';
import { ClubSwitcher } from '../../../components/club-switcher';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { appConfig } from '../../../lib/app-config';
import { clubChoices } from '../../../lib/club-choices';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useClubTrainers } from '../api/get-trainers';
import { trainersText } from '../i18n';
import { clubTrainersPath } from '../lib/paths';
import { TRAINER_PARAMS, type TrainerFilters, filterChoices, filtersOf, matchesFilters } from '../lib/trainer-filters';
import { clubTrainersTitle } from '../trainers-title';
import { LoadError } from '../../../components/load-error';
import { TrainerCard } from './trainer-card';
import { TrainerFiltersBar } from './trainer-filters-bar';

/** The filters in the address, so that a link keeps them; a change replaces the history entry. */
function useTrainerFilters() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Partial<Record<keyof TrainerFilters, string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [keyof TrainerFilters, string | null][]) {
          if (value === null) next.delete(TRAINER_PARAMS[key]);
          else next.set(TRAINER_PARAMS[key], value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    filters: filtersOf(params),
    search: params.toString(),
    onChange: <K extends keyof TrainerFilters>(key: K, value: TrainerFilters[K]) => set({ [key]: value }),
    onClear: () => set({ speciality: null, language: null }),
  };
}

function ClubTrainers({ club, clubs, homeClubId }: { club: Club; clubs: readonly Club[]; homeClubId: string | null }) {
  const t = useText(trainersText);
  const navigate = useNavigate();
  const trainers = useClubTrainers(club.clubautomationclubidC);
  const { filters, search, onChange, onClear } = useTrainerFilters();
  const slug = clubSlug(club.displayName) as ClubSlug;
  const title = clubTrainersTitle(club.displayName);
  // The route names the tab from the clubs list (app/router.tsx); this names it again once the list has come.
  useEffect(() => {
    document.title = `${title} · ${appConfig().brandName}`;
  }, [title]);

  // The filters carry over to the other club.
  const switchClub = (next: ClubSlug) => void navigate(`${clubTrainersPath(next)}${search ? `?${search}` : ''}`);

  let body;
  if (trainers.data) {
    const choices = filterChoices(trainers.data);
    const shown = trainers.data.filter((trainer) => matchesFilters(trainer, filters));
    body = (
      <>
        <TrainerFiltersBar {...choices} filters={filters} onChange={onChange} onClear={onClear} />
        {shown.length > 0 ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {shown.map((trainer) => (
              <TrainerCard key={trainer.id} trainer={trainer} clubId={club.clubautomationclubidC} />
            ))}
          </Box>
        ) : (
          <Card variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                {trainers.data.length > 0 ? t('trainers.empty.filtered') : t('trainers.empty.club')}
              </Typography>
              {trainers.data.length > 0 && (
                <Button variant="outlined" onClick={onClear}>
                  {t('trainers.filters.clear')}
                </Button>
              )}
            </Stack>
          </Card>
        )}
      </>
    );
  } else if (trainers.isError) {
    body = <LoadError text={t('trainers.loadError')} onRetry={() => void trainers.refetch()} />;
  } else {
    body = <PageSpinner label={t('trainers.loading')} />;
  }

  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 1000 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary">
          {t('trainers.intro')}{' '}
          <Link component={RouterLink} to={clubPagePath(slug)}>
            {t('trainers.aboutClub')}
          </Link>
        </Typography>
      </Stack>
      <ClubSwitcher clubs={clubs} current={club} homeClubId={homeClubId} onSwitch={switchClub} />
      {body}
    </Stack>
  );
}

function TrainersOfSlug({ slug }: { slug: ClubSlug }) {
  const t = useText(trainersText);
  const clubs = useClubs();
  const homeClubId = useSession()?.user.favoriteLocation ?? null;
  if (!clubs.data) {
    if (clubs.isError) return <Alert severity="error">{t('trainers.loadError')}</Alert>;
    return <PageSpinner label={t('trainers.loading')} />;
  }
  const offered = clubChoices(clubs.data, homeClubId);
  const club = offered.find((entry) => clubSlug(entry.displayName) === slug);
  if (!club) return <NotFoundPage />;
  return <ClubTrainers key={club.clubautomationclubidC} club={club} clubs={offered} homeClubId={homeClubId} />;
}

/**
 * `/locations/:slug/trainers`: a club's personal trainers for visitors and members (issue 30), narrowed by a
 * speciality and a language they coach in; each leads to their page and free times. Any segment but an active
 * club's is 'Page not found'.
 */
export function Component() {
  const { slug } = useParams();
  if (!slug || !isClubSlug(slug)) return <NotFoundPage />;
  return <TrainersOfSlug slug={slug} />;
}
