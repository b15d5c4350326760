import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { staffFollowUpsText } from '../i18n';

interface FollowUpListProps {
  label: string;
  loading: boolean;
  error: Error | null;
  empty: string;
  count: number;
  children: ReactNode;
}

/** A tab's list: a spinner, the failure, an empty sentence, or the cards (two columns on wide screens). */
export function FollowUpList({ label, loading, error, empty, count, children }: FollowUpListProps) {
  const t = useText(staffFollowUpsText);
  if (loading) return <PageSpinner label={t('staff-follow-ups.loadingList', { list: label.toLowerCase() })} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (count === 0) return <Alert severity="info">{empty}</Alert>;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { lg: '1fr 1fr' } }}
    >
      {children}
    </Box>
  );
}
