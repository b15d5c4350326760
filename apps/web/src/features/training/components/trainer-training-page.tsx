import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { clubChoices } from '../../../lib/club-choices';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useAvailability } from '../api/availability';
import { useOwnTrainerProfile } from '../api/trainer-profile';
import { type TrainingTextId, trainingText } from '../i18n';
import { LoadError } from '../../../components/load-error';
import { ProfileForm } from './profile-form';
import { SessionSettings } from './session-settings';
import { TimeOffSection } from './time-off-section';
import { TrainerCalendar } from './trainer-calendar';
import { WeeklyHours } from './weekly-hours';

const TABS = ['calendar', 'hours', 'timeOff', 'profile'] as const;
type TabName = (typeof TABS)[number];
const TAB_TEXT: Record<TabName, TrainingTextId> = {
  calendar: 'training.tabs.calendar',
  hours: 'training.tabs.hours',
  timeOff: 'training.tabs.timeOff',
  profile: 'training.tabs.profile',
};

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="h2">{title}</Typography>
      {children}
    </Stack>
  );
}

/** The weekly hours and the settings: both are one availability, saved whole. */
function HoursTab() {
  const t = useText(trainingText);
  const availability = useAvailability();
  const clubs = useClubs();
  const homeClubId = useSession()?.user.favoriteLocation ?? null;
  if (availability.isError) {
    return <LoadError text={t('training.hours.loadError')} onRetry={() => void availability.refetch()} />;
  }
  if (!availability.data || !clubs.data) return <PageSpinner label={t('training.hours.loading')} />;
  return (
    <Stack spacing={4}>
      <Part title={t('training.hours.title')}>
        <WeeklyHours availability={availability.data} clubs={clubChoices(clubs.data, homeClubId)} />
      </Part>
      <Part title={t('training.settings.title')}>
        <SessionSettings key={JSON.stringify(availability.data.settings)} availability={availability.data} />
      </Part>
    </Stack>
  );
}

function ProfileTab() {
  const t = useText(trainingText);
  const profile = useOwnTrainerProfile();
  if (profile.isError) {
    return <LoadError text={t('training.profile.loadError')} onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) return <PageSpinner label={t('training.profile.loading')} />;
  return (
    <Part title={t('training.profile.title')}>
      <ProfileForm profile={profile.data} />
    </Part>
  );
}

/**
 * `/trainer/training` (trainers): their personal-training calendar, their weekly hours per club with the buffer,
 * notice and horizon, their time off, and their profile (a change waits for a manager's approval). One tab at a
 * time, named in the address.
 */
export function Component() {
  const t = useText(trainingText);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'calendar';
  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 1000 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('training.trainer.title')}</Typography>
        <Typography color="text.secondary">{t('training.trainer.intro')}</Typography>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => setParams({ tab: next }, { replace: true })}
          variant="scrollable"
          sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, sm: 2 } } }}
          aria-label={t('training.tabs.label')}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(TAB_TEXT[name])}
              id={`training-tab-${name}`}
              aria-controls={`training-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`training-panel-${tab}`} aria-labelledby={`training-tab-${tab}`}>
        {tab === 'calendar' && (
          <Part title={t('training.calendar.title')}>
            <TrainerCalendar />
          </Part>
        )}
        {tab === 'hours' && <HoursTab />}
        {tab === 'timeOff' && <TimeOffSection />}
        {tab === 'profile' && <ProfileTab />}
      </Box>
    </Stack>
  );
}
