import { MenuItem, TextField } from '@mui/material';
import { isActiveClub } from '@gym/contracts/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useClubs } from '../../../lib/clubs';
import { useSetFavorite } from '../api/set-favorite';
import { profileText } from '../i18n';

/** The favourite club: choosing one answers a new token (it carries the club), which becomes the session's. */
export function FavoriteClubSelect() {
  const t = useText(profileText);
  const session = useSession();
  const clubs = useClubs();
  const setFavorite = useSetFavorite();
  const active = (clubs.data ?? []).filter(isActiveClub).sort((a, b) => a.name.localeCompare(b.name));
  const current = session?.user.favoriteLocation ?? '';
  // The select shows its value only once that club is among the options.
  const value = active.some((club) => club.clubautomationclubidC === current) ? current : '';
  return (
    <TextField
      select
      label={t('profile.favorite.label')}
      value={value}
      onChange={(event) => {
        if (event.target.value !== current) setFavorite.mutate(event.target.value);
      }}
      disabled={!clubs.data || setFavorite.isPending}
      helperText={t(setFavorite.isPending ? 'profile.favorite.saving' : 'profile.favorite.help')}
      // The field is disabled while the clubs load and while a choice saves; what its help says then ('Saving…')
      // is still to be read, so it keeps the readable colour, not the disabled grey (2.7:1 on white).
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      fullWidth
    >
      {active.map((club) => (
        <MenuItem key={club.clubautomationclubidC} value={club.clubautomationclubidC}>
          {club.displayName}
        </MenuItem>
      ))}
    </TextField>
  );
}
