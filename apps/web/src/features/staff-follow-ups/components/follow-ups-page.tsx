import { Alert, Box, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useStaffScope } from '../../../lib/staff-scope';
import { staffFollowUpsText } from '../i18n';
import { AbandonedSignupsTab } from './abandoned-signups-tab';
import { PastDueTab } from './past-due-tab';

const ALL = 'all';
type Outcome = { severity: 'success' | 'error'; text: string };

/**
 * /staff/follow-ups, for club managers and the director: the sign-ups visitors left unfinished (send a link back
 * into the wizard, or mark them contacted) and the members behind on their dues, for one club or all of theirs.
 */
export function Component() {
  const scope = useStaffScope();
  const clubs = useClubs();
  const [club, setClub] = useState(ALL);
  const [tab, setTab] = useState<'signups' | 'past-due'>('signups');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const t = useText(staffFollowUpsText);

  if (!scope.data || !clubs.data) return <PageSpinner label={t('staff-follow-ups.loading')} />;
  const mine = clubs.data.filter((entry) => scope.data.clubIds.includes(entry.clubautomationclubidC));
  const clubId = club === ALL ? null : club;
  const change = (next: typeof tab) => {
    setTab(next);
    setOutcome(null);
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-follow-ups.title')}</Typography>
        <TextField
          select
          size="small"
          label={t('staff-follow-ups.club')}
          value={club}
          onChange={(event) => setClub(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>{t('staff-follow-ups.allClubs')}</MenuItem>
          {mine.map((entry) => (
            <MenuItem key={entry.clubautomationclubidC} value={entry.clubautomationclubidC}>
              {entry.displayName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: typeof tab) => change(next)}
        variant="fullWidth"
        aria-label={t('staff-follow-ups.tabs')}
      >
        <Tab value="signups" label={t('staff-follow-ups.tab.signups')} id="tab-signups" aria-controls="panel-signups" />
        <Tab
          value="past-due"
          label={t('staff-follow-ups.tab.pastDue')}
          id="tab-past-due"
          aria-controls="panel-past-due"
        />
      </Tabs>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      </Box>
      <Stack
        spacing={2}
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        sx={{ alignItems: 'stretch', '& > button': { alignSelf: 'flex-start' } }}
      >
        {tab === 'signups' ? (
          <AbandonedSignupsTab clubId={clubId} onOutcome={setOutcome} />
        ) : (
          <PastDueTab clubId={clubId} onOutcome={setOutcome} />
        )}
      </Stack>
    </Stack>
  );
}
