import { Button, Chip } from '@mui/material';
import type { AbandonedSignup } from '@gym/contracts/staff-follow-ups';
import type { CsvColumn } from '../../../lib/csv';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { useAbandonedSignups } from '../api/get-abandoned-signups';
import { useMarkContacted } from '../api/mark-contacted';
import { useSendReminder } from '../api/send-reminder';
import { FollowUpCard } from './follow-up-card';
import { FollowUpList } from './follow-up-list';
import { formatMoment, fullName, markText } from './format';

const COLUMNS: readonly CsvColumn<AbandonedSignup>[] = [
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Club', value: (row) => row.club.displayName },
  { header: 'Plan', value: (row) => row.plan?.name },
  { header: 'Step reached', value: (row) => row.stepReached },
  { header: 'Last activity', value: (row) => row.lastActivityAt },
  { header: 'UTM source', value: (row) => row.utmSource },
  { header: 'Reminder sent', value: (row) => row.marks.reminderSent?.at },
  { header: 'Reminder sent by', value: (row) => row.marks.reminderSent?.by },
  { header: 'Contacted', value: (row) => row.marks.contacted?.at },
  { header: 'Contacted by', value: (row) => row.marks.contacted?.by },
];

interface TabProps {
  clubId: string | null;
  onOutcome: (outcome: { severity: 'success' | 'error'; text: string }) => void;
}

/** Sign-ups left before 'Congratulation!' in the last 7 days, newest first, with a reminder and a mark each. */
export function AbandonedSignupsTab({ clubId, onOutcome }: TabProps) {
  const signups = useAbandonedSignups(clubId);
  const remind = useSendReminder();
  const contacted = useMarkContacted();
  const rows = signups.data ?? [];
  const busy = (id: string) =>
    (remind.isPending && remind.variables === id) || (contacted.isPending && contacted.variables?.id === id);

  const act = async (row: AbandonedSignup, action: 'remind' | 'contacted') => {
    const who = row.firstName ? fullName(row.firstName, row.lastName) : (row.email ?? 'The sign-up');
    try {
      if (action === 'remind') {
        await remind.mutateAsync(row.signupId);
        onOutcome({
          severity: 'success',
          text: `A reminder with a link to finish joining is e-mailed to ${row.email}.`,
        });
      } else {
        await contacted.mutateAsync({ kind: 'signup', id: row.signupId });
        onOutcome({ severity: 'success', text: `${who} is marked contacted.` });
      }
    } catch (error) {
      onOutcome({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <ExportCsvButton rows={rows} columns={COLUMNS} fileName="abandoned-signups" />
      <FollowUpList
        label="Abandoned sign-ups"
        loading={signups.isPending}
        error={signups.error}
        empty="No abandoned sign-ups in the last 7 days."
        count={rows.length}
      >
        {rows.map((row) => (
          <FollowUpCard
            key={row.signupId}
            name={fullName(row.firstName, row.lastName)}
            badge={<Chip size="small" label={`Reached: ${row.stepReached}`} />}
            details={[
              ['E-mail', row.email],
              ['Phone', row.phone],
              ['Club', row.club.displayName],
              ['Plan', row.plan?.name ?? null],
              ['Last activity', formatMoment(row.lastActivityAt)],
              ['UTM source', row.utmSource],
            ]}
            marks={[markText('Reminder sent', row.marks.reminderSent), markText('Contacted', row.marks.contacted)]}
            actions={
              <>
                <Button
                  variant="contained"
                  size="small"
                  disabled={!row.email || busy(row.signupId)}
                  onClick={() => act(row, 'remind')}
                >
                  Send a reminder
                </Button>
                <Button size="small" disabled={busy(row.signupId)} onClick={() => act(row, 'contacted')}>
                  Mark contacted
                </Button>
              </>
            }
          />
        ))}
      </FollowUpList>
    </>
  );
}
