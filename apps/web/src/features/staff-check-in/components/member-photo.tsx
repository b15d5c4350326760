import { Avatar, Box, Skeleton, Typography } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { useMemberPhotoUrl } from '../api/get-member-photo';
import { staffCheckInText } from '../i18n';

const SIZE = { xs: 96, sm: 144 };

/**
 * The member's join photo beside a check-in, so the desk sees that the card is in the right hands. Without one
 * on file (or when it cannot be read) the initials stand in and the desk is told so.
 */
export function MemberPhoto({ member }: { member: { idCA: string; name: string; hasPhoto: boolean } }) {
  const photo = useMemberPhotoUrl(member.hasPhoto ? member.idCA : null);
  const t = useText(staffCheckInText);
  if (photo.isPending) {
    return <Skeleton variant="rounded" sx={{ width: SIZE, height: SIZE, flexShrink: 0 }} aria-hidden />;
  }
  if (photo.url) {
    return (
      <Box
        component="img"
        src={photo.url}
        alt={t('staff-check-in.photo.alt', { name: member.name })}
        sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
    );
  }
  const initials = member.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  return (
    <Box sx={{ width: SIZE, flexShrink: 0, textAlign: 'center' }}>
      <Avatar
        variant="rounded"
        sx={{ width: SIZE, height: SIZE, fontSize: 32, bgcolor: 'grey.700', color: 'common.white' }}
        aria-hidden
      >
        {initials}
      </Avatar>
      <Typography variant="caption" component="p">
        {t('staff-check-in.photo.none')}
      </Typography>
    </Box>
  );
}
