import { MenuItem, TextField } from '@mui/material';
import type { Club } from '@gym/contracts/clubs';
import { type ClubSlug, clubSlug } from '@gym/contracts/constants';
import { useText } from '../lib/i18n/catalog';
import { componentsText } from './i18n';

interface ClubSwitcherProps {
  /** In the order offered: the member's home club first, then by name. */
  clubs: readonly Club[];
  current: Club;
  homeClubId: string | null;
  onSwitch: (slug: ClubSlug) => void;
}

/** Which club's page (its schedule, its trainers): a select, as wide as the page on a phone. */
export function ClubSwitcher({ clubs, current, homeClubId, onSwitch }: ClubSwitcherProps) {
  const t = useText(componentsText);
  return (
    <TextField
      select
      size="small"
      label={t('components.clubSwitcher.label')}
      value={clubSlug(current.displayName)}
      onChange={(event) => onSwitch(event.target.value as ClubSlug)}
      sx={{ width: { xs: '100%', sm: 280 }, bgcolor: 'background.paper' }}
    >
      {clubs.map((club) => (
        <MenuItem key={club.clubautomationclubidC} value={clubSlug(club.displayName)}>
          {club.clubautomationclubidC === homeClubId
            ? t('components.clubSwitcher.yours', { club: club.displayName })
            : club.displayName}
        </MenuItem>
      ))}
    </TextField>
  );
}
