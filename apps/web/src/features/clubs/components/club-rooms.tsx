import { List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { useRooms } from '../../../lib/club-rooms';
import { clubsText } from '../i18n';

export function ClubRooms({ clubId }: { clubId: string }) {
  const t = useText(clubsText);
  const rooms = useRooms(clubId);
  if (!rooms.data) return <Skeleton variant="rounded" height={120} aria-label={t('clubs.rooms.loading')} />;
  return (
    <List dense disablePadding aria-label={t('clubs.rooms.label')}>
      {rooms.data.map((room) => (
        <ListItem key={room.id} disableGutters>
          <ListItemText
            primary={t('clubs.rooms.room', { name: room.name, capacity: room.capacity })}
            secondary={room.description}
          />
        </ListItem>
      ))}
    </List>
  );
}
