import { MenuItem, TextField } from '@mui/material';
import { isActiveClub } from '@gym/contracts/clubs';
import { useSession } from '../../../lib/session';
import { useClubs } from '../../../lib/clubs';
import { useSetFavorite } from '../api/set-favorite';

/** The favourite club: choosing one answers a new token (it carries the club), which becomes the session's. */
export function FavoriteClubSelect() {
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
      label="Favourite club"
      value={value}
      onChange={(event) => {
        if (event.target.value !== current) setFavorite.mutate(event.target.value);
      }}
      disabled={!clubs.data || setFavorite.isPending}
      helperText={setFavorite.isPending ? 'Saving…' : 'Your home club: it comes first wherever clubs are listed.'}
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
