import { List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useRooms } from '../api/get-rooms';

export function ClubRooms({ clubId }: { clubId: string }) {
  const rooms = useRooms(clubId);
  if (!rooms.data) return <Skeleton variant="rounded" height={120} aria-label="Loading rooms" />;
  return (
    <List dense disablePadding aria-label="Rooms">
      {rooms.data.map((room) => (
        <ListItem key={room.id} disableGutters>
          <ListItemText primary={`${room.name} (up to ${room.capacity})`} secondary={room.description} />
        </ListItem>
      ))}
    </List>
  );
}
