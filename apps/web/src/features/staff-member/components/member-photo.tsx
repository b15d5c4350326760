import { Avatar, Box, Skeleton } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { useMemberFileUrl } from '../../../lib/member-file-url';
import { staffMemberText } from '../i18n';

const SIZE = { xs: 88, sm: 120 };

/** The member's join photo, or their initials when none is on file. */
export function MemberPhoto({ path, name }: { path: string | null; name: string }) {
  const photo = useMemberFileUrl(path);
  const t = useText(staffMemberText);
  if (photo.isPending)
    return <Skeleton variant="rounded" sx={{ width: SIZE, height: SIZE, flexShrink: 0 }} aria-hidden />;
  if (photo.url) {
    return (
      <Box
        component="img"
        src={photo.url}
        alt={t('staff-member.photo.alt', { name })}
        sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  return (
    <Avatar
      variant="rounded"
      sx={{ width: SIZE, height: SIZE, fontSize: 32, bgcolor: 'grey.700', color: 'common.white', flexShrink: 0 }}
      aria-label={t('staff-member.photo.none', { name })}
    >
      {initials}
    </Avatar>
  );
}
