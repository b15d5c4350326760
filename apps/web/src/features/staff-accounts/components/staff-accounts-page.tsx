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
import { useSession } from '../../../lib/session';
import {
  useCreateStaffAccount,
  useDeactivateStaffAccount,
  useStaffAccounts,
  useUpdateStaffAccount,
} from '../api/staff-accounts';
import { StaffAccountDialog } from './staff-account-dialog';

type Editing =
  { kind: 'new' } | { kind: 'change'; account: StaffAccount } | { kind: 'deactivate'; account: StaffAccount };

const accountColumns = (clubName: (id: string) => string): CsvColumn<StaffAccount>[] => [
  { header: 'First name', value: (account) => account.firstName },
  { header: 'Last name', value: (account) => account.lastName },
  { header: 'E-mail', value: (account) => account.email },
  { header: 'Role', value: (account) => CONSOLE_ROLE_LABELS[account.role] },
  {
    header: 'Clubs',
    value: (account) => (account.role === 'director' ? 'Every club' : account.clubIds.map(clubName).join('; ')),
  },
  { header: 'Active', value: (account) => (account.active ? 'yes' : 'no') },
];

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

  if (!accounts.data || !clubs.data) return <PageSpinner label="Loading staff accounts" />;
  const clubName = (id: string) => clubs.data.find((club) => club.clubautomationclubidC === id)?.displayName ?? id;
  const changeable = (account: StaffAccount) => account.role !== 'director' && account.id !== me && account.active;

  const confirmDeactivate = async (account: StaffAccount) => {
    setFailure(null);
    try {
      await deactivate.mutateAsync(account.id);
      setDone(`${account.firstName} ${account.lastName} is deactivated and signed out.`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
    setEditing(null);
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">Staff accounts</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ExportCsvButton rows={accounts.data} columns={accountColumns(clubName)} fileName="staff-accounts" />
          <Button variant="contained" onClick={() => setEditing({ kind: 'new' })}>
            Add a staff account
          </Button>
        </Stack>
      </Box>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {done && <Alert severity="success">{done}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
      </Box>
      <Box
        component="ul"
        aria-label="Staff accounts"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}
      >
        {accounts.data.map((account) => (
          <Card
            component="li"
            key={account.id}
            variant="outlined"
            aria-label={`${account.firstName} ${account.lastName}`}
          >
            <CardContent>
              <Stack spacing={1}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                    {account.firstName} {account.lastName}
                  </Typography>
                  <Chip size="small" label={CONSOLE_ROLE_LABELS[account.role]} />
                  {!account.active && <Chip size="small" color="default" variant="outlined" label="Deactivated" />}
                </Box>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {account.email}
                </Typography>
                <Typography>
                  {account.role === 'director' ? 'Every club' : account.clubIds.map(clubName).join(', ')}
                </Typography>
              </Stack>
            </CardContent>
            {changeable(account) && (
              <CardActions>
                <Button onClick={() => setEditing({ kind: 'change', account })}>Change</Button>
                <Button color="error" onClick={() => setEditing({ kind: 'deactivate', account })}>
                  Deactivate
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
      </Box>

      {editing?.kind === 'new' && (
        <StaffAccountDialog
          clubs={clubs.data}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            await create.mutateAsync(values);
            setFailure(null);
            setDone(`${values.firstName} ${values.lastName} is added and e-mailed a link to choose a password.`);
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
            setDone(`${editing.account.firstName} ${editing.account.lastName} is changed and signed out.`);
          }}
        />
      )}
      {editing?.kind === 'deactivate' && (
        <Dialog open onClose={() => setEditing(null)} aria-labelledby="deactivate-title">
          <DialogTitle id="deactivate-title">
            Deactivate {editing.account.firstName} {editing.account.lastName}?
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              The account is signed out everywhere at once and can no longer sign in.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
            <Button
              color="error"
              variant="contained"
              loading={deactivate.isPending}
              onClick={() => confirmDeactivate(editing.account)}
            >
              Deactivate
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
