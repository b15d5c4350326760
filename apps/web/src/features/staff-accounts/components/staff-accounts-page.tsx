import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { CONSOLE_ROLE_LABELS, type StaffAccount } from '@gym/contracts/staff';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { PageSpinner } from '../../../components/page-spinner';
import type { CsvColumn } from '../../../lib/csv';
import { useClubs } from '../../../lib/clubs';
import { translate, useSharedText, useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import {
  useCreateStaffAccount,
  useDeactivateStaffAccount,
  useStaffAccounts,
  useUpdateStaffAccount,
} from '../api/staff-accounts';
import { staffAccountsText } from '../i18n';
import { StaffAccountDialog } from './staff-account-dialog';

type Editing =
  { kind: 'new' } | { kind: 'change'; account: StaffAccount } | { kind: 'deactivate'; account: StaffAccount };

/** The export's header row is in the language shown; its values are the same in every language. */
const accountColumns = (clubName: (id: string) => string): CsvColumn<StaffAccount>[] => [
  { header: translate(staffAccountsText, 'staff-accounts.csv.firstName'), value: (account) => account.firstName },
  { header: translate(staffAccountsText, 'staff-accounts.csv.lastName'), value: (account) => account.lastName },
  { header: translate(staffAccountsText, 'staff-accounts.csv.email'), value: (account) => account.email },
  {
    header: translate(staffAccountsText, 'staff-accounts.csv.role'),
    value: (account) => CONSOLE_ROLE_LABELS[account.role],
  },
  {
    header: translate(staffAccountsText, 'staff-accounts.csv.clubs'),
    value: (account) => (account.role === 'director' ? 'Every club' : account.clubIds.map(clubName).join('; ')),
  },
  {
    header: translate(staffAccountsText, 'staff-accounts.csv.active'),
    value: (account) => (account.active ? 'yes' : 'no'),
  },
];

const nameOf = (account: StaffAccount) => ({ firstName: account.firstName, lastName: account.lastName });

/**
 * /staff/accounts, the director's: every staff account with its role and clubs; add one (it is e-mailed a link to
 * choose its password), change its role and clubs, or deactivate it (signed out at once). Directors' accounts and
 * one's own are shown, not changed.
 */
export function Component() {
  const me = useSession()?.user.sfId;
  const accounts = useStaffAccounts();
  const clubs = useClubs();
  const create = useCreateStaffAccount();
  const update = useUpdateStaffAccount();
  const deactivate = useDeactivateStaffAccount();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useText(staffAccountsText);
  const shared = useSharedText();

  if (!accounts.data || !clubs.data) return <PageSpinner label={t('staff-accounts.loading')} />;
  const clubName = (id: string) => clubs.data.find((club) => club.clubautomationclubidC === id)?.displayName ?? id;
  const changeable = (account: StaffAccount) => account.role !== 'director' && account.id !== me && account.active;

  const confirmDeactivate = async (account: StaffAccount) => {
    setFailure(null);
    try {
      await deactivate.mutateAsync(account.id);
      setDone(t('staff-accounts.done.deactivated', nameOf(account)));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
    setEditing(null);
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-accounts.title')}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ExportCsvButton rows={accounts.data} columns={accountColumns(clubName)} fileName="staff-accounts" />
          <Button variant="contained" onClick={() => setEditing({ kind: 'new' })}>
            {t('staff-accounts.add')}
          </Button>
        </Stack>
      </Box>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {done && <Alert severity="success">{done}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
      </Box>
      <Box
        component="ul"
        aria-label={t('staff-accounts.list')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}
      >
        {accounts.data.map((account) => {
          const name = [account.firstName, account.lastName].join(' ');
          return (
            <Card component="li" key={account.id} variant="outlined" aria-label={name}>
              <CardContent>
                <Stack spacing={1}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                      {account.firstName} {account.lastName}
                    </Typography>
                    <Chip size="small" label={shared(CONSOLE_ROLE_LABELS[account.role])} />
                    {!account.active && (
                      <Chip size="small" color="default" variant="outlined" label={t('staff-accounts.deactivated')} />
                    )}
                  </Box>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {account.email}
                  </Typography>
                  <Typography>
                    {account.role === 'director'
                      ? t('staff-accounts.everyClub')
                      : account.clubIds.map(clubName).join(', ')}
                  </Typography>
                </Stack>
              </CardContent>
              {changeable(account) && (
                <CardActions>
                  <Button onClick={() => setEditing({ kind: 'change', account })}>{t('staff-accounts.change')}</Button>
                  <Button color="error" onClick={() => setEditing({ kind: 'deactivate', account })}>
                    {t('staff-accounts.deactivate')}
                  </Button>
                </CardActions>
              )}
            </Card>
          );
        })}
      </Box>

      {editing?.kind === 'new' && (
        <StaffAccountDialog
          clubs={clubs.data}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            await create.mutateAsync(values);
            setFailure(null);
            setDone(t('staff-accounts.done.added', { firstName: values.firstName, lastName: values.lastName }));
          }}
        />
      )}
      {editing?.kind === 'change' && (
        <StaffAccountDialog
          account={editing.account}
          clubs={clubs.data}
          onClose={() => setEditing(null)}
          onSave={async ({ role, clubIds }) => {
            await update.mutateAsync({ id: editing.account.id, body: { role, clubIds } });
            setFailure(null);
            setDone(t('staff-accounts.done.changed', nameOf(editing.account)));
          }}
        />
      )}
      {editing?.kind === 'deactivate' && (
        <Dialog open onClose={() => setEditing(null)} aria-labelledby="deactivate-title">
          <DialogTitle id="deactivate-title">
            {t('staff-accounts.deactivateDialog.title', nameOf(editing.account))}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{t('staff-accounts.deactivateDialog.text')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>{t('staff-accounts.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              loading={deactivate.isPending}
              onClick={() => confirmDeactivate(editing.account)}
            >
              {t('staff-accounts.deactivate')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
