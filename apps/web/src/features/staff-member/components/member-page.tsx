import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { useText } from '../../../lib/i18n/catalog';
import { useStaffScope } from '../../../lib/staff-scope';
import { useMemberPage } from '../api/get-member-page';
import { staffMemberText } from '../i18n';
import { CardsSection, GuestPassesSection } from './cards-and-passes-section';
import { DocumentsSection } from './documents-section';
import { LedgerSection } from './ledger-section';
import { MemberHeader } from './member-header';
import { MembershipSection } from './membership-section';
import { NotesSection } from './notes-section';
import { PaymentsSection } from './payments-section';
import { VisitsSection } from './visits-section';

/**
 * /staff/members/:memberId: one member of the account's clubs, every section a card (docs/decisions/0034). The
 * front desk reads the money; managers and the director see the actions (the server refuses them to the desk).
 */
export function Component() {
  const memberId = useParams().memberId ?? '';
  const page = useMemberPage(memberId);
  const scope = useStaffScope();
  const canAct = scope.data?.role === 'manager' || scope.data?.role === 'director';
  const t = useText(staffMemberText);
  const back = (
    <Button component={RouterLink} to="/staff/members" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('staff-member.back')}
    </Button>
  );

  if (page.isPending) return <PageSpinner />;
  if (page.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={page.error instanceof ApiError && page.error.status === 404 ? 'info' : 'error'}>
          {page.error.message}
        </Alert>
      </Stack>
    );
  }
  const data = page.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      {back}
      <MemberHeader page={data} canAct={canAct} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <MembershipSection memberId={memberId} page={data} canAct={canAct} />
        <LedgerSection memberId={memberId} balance={data.balance} ledger={data.ledger} canAct={canAct} />
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <PaymentsSection memberId={memberId} payments={data.payments} refunds={data.refunds} canAct={canAct} />
        </Box>
        <CardsSection cards={data.cards} />
        <VisitsSection visits={data.visits} />
        <DocumentsSection documents={data.documents} />
        <GuestPassesSection view={data.guestPasses} />
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <NotesSection memberId={memberId} notes={data.notes} />
        </Box>
      </Box>
    </Stack>
  );
}
