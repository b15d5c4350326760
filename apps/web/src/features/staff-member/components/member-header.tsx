import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { MEMBER_PAGE_STATUS_LABELS, type MemberPage } from '@gym/contracts/staff-member';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { staffMemberText } from '../i18n';
import { MailActions } from './mail-actions';
import { MemberPhoto } from './member-photo';

const STATUS_COLORS = {
  active: 'success',
  past_due: 'warning',
  frozen: 'info',
  suspended: 'error',
  cancelled: 'default',
  none: 'default',
} as const;

/** The member at a glance: photo, name, number, status, contact details; a manager's e-mail actions. */
export function MemberHeader({ page, canAct }: { page: MemberPage; canAct: boolean }) {
  const { details, membership } = page;
  const t = useText(staffMemberText);
  const shared = useSharedText();
  const name = `${details.firstName} ${details.lastName}`;
  const status = membership?.status ?? 'none';
  const address = [details.address, details.city, [details.state, details.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | null][] = [
    [t('staff-member.header.email'), details.email],
    [t('staff-member.header.phone'), details.phone],
    [t('staff-member.header.address'), address || null],
    [t('staff-member.header.birthday'), details.birthday],
    [t('staff-member.header.homeClub'), details.homeClub?.displayName ?? null],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MemberPhoto path={details.photoPath} name={name} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
                {name}
              </Typography>
              <Chip label={t('staff-member.header.memberNumber', { number: details.memberNumber })} size="small" />
              <Chip label={shared(MEMBER_PAGE_STATUS_LABELS[status])} color={STATUS_COLORS[status]} size="small" />
            </Stack>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value ?? '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
            {canAct && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <MailActions memberId={details.id} email={details.email} />
              </Box>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
