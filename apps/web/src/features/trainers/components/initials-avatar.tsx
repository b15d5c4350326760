import { Avatar } from '@mui/material';

/** A trainer's initials in a circle: they have no photo on their profile, and their name is always beside it. */
export function InitialsAvatar({ firstName, lastName, size }: { firstName: string; lastName: string; size: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        flexShrink: 0,
      }}
    >
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase()}
    </Avatar>
  );
}
