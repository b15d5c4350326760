import { Button, Chip } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import type { PastDueMember } from '@gym/contracts/staff-follow-ups';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import type { CsvColumn } from '../../../lib/csv';
import { formatClubDay } from '../../../lib/club-days';
import { usePastDueMembers } from '../api/get-past-due-members';
import { useMarkContacted } from '../api/mark-contacted';
import { FollowUpCard } from './follow-up-card';
import { FollowUpList } from './follow-up-list';
import { formatMoment, markText } from './format';

const STATUS_LABELS: Record<PastDueMember['billingStatus'], string> = { past_due: 'Past due', suspended: 'Suspended' };

const COLUMNS: readonly CsvColumn<PastDueMember>[] = [
  { header: 'Member number', value: (row) => row.idCA },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Club', value: (row) => row.club.displayName },
  { header: 'Status', value: (row) => STATUS_LABELS[row.billingStatus] },
  { header: 'Amount due', value: (row) => (row.amountDueCents / 100).toFixed(2) },
  { header: 'Past due since', value: (row) => row.pastDueSince },
  { header: 'Last retry', value: (row) => row.lastRetryAt },
  { header: 'Next retry', value: (row) => row.nextRetryOn },
  { header: 'Contacted', value: (row) => row.contacted?.at },
  { header: 'Contacted by', value: (row) => row.contacted?.by },
];

interface TabProps {
  clubId: string | null;
  onOutcome: (outcome: { severity: 'success' | 'error'; text: string }) => void;
}

/** Past-due and suspended members, the longest overdue first; a call counts only if made since they fell behind. */
export function PastDueTab({ clubId, onOutcome }: TabProps) {
  const members = usePastDueMembers(clubId);
  const contacted = useMarkContacted();
  const rows = members.data ?? [];

  const mark = async (row: PastDueMember) => {
    try {
      await contacted.mutateAsync({ kind: 'member', id: row.memberId });
      onOutcome({ severity: 'success', text: `${row.firstName} ${row.lastName} is marked contacted.` });
    } catch (error) {
      onOutcome({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <ExportCsvButton rows={rows} columns={COLUMNS} fileName="past-due-members" />
      <FollowUpList
        label="Past-due members"
        loading={members.isPending}
        error={members.error}
        empty="No member is past due."
        count={rows.length}
      >
        {rows.map((row) => (
          <FollowUpCard
            key={row.memberId}
            name={`${row.firstName} ${row.lastName}`}
            badge={
              <Chip
                size="small"
                color={row.billingStatus === 'suspended' ? 'error' : 'warning'}
                label={STATUS_LABELS[row.billingStatus]}
              />
            }
            details={[
              ['Member', row.idCA],
              ['Amount due', formatCurrency(row.amountDueCents)],
              ['Since', row.pastDueSince ? formatClubDay(row.pastDueSince) : null],
              ['Last retry', row.lastRetryAt ? formatMoment(row.lastRetryAt) : null],
              ['Next retry', row.nextRetryOn ? formatClubDay(row.nextRetryOn) : null],
              ['E-mail', row.email],
              ['Phone', row.phone],
              ['Club', row.club.displayName],
            ]}
            marks={[markText('Contacted', row.contacted)]}
            actions={
              <Button
                size="small"
                variant="contained"
                disabled={contacted.isPending && contacted.variables?.id === row.memberId}
                onClick={() => mark(row)}
              >
                Mark contacted
              </Button>
            }
          />
        ))}
      </FollowUpList>
    </>
  );
}
