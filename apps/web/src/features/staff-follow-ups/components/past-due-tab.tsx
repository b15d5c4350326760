import { Button, Chip } from '@mui/material';
import { formatCurrency } from '@gym/contracts/money';
import type { PastDueMember } from '@gym/contracts/staff-follow-ups';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import type { CsvColumn } from '../../../lib/csv';
import { formatClubDay } from '../../../lib/club-days';
import { translate, useText } from '../../../lib/i18n/catalog';
import { usePastDueMembers } from '../api/get-past-due-members';
import { useMarkContacted } from '../api/mark-contacted';
import { staffFollowUpsText } from '../i18n';
import { FollowUpCard } from './follow-up-card';
import { FollowUpList } from './follow-up-list';
import { formatMoment, markText } from './format';

/** The status as the export writes it, the same in every language (the page shows it in the language shown). */
const CSV_STATUS: Record<PastDueMember['billingStatus'], string> = { past_due: 'Past due', suspended: 'Suspended' };

const header = (id: `staff-follow-ups.csv.${string}` & (typeof staffFollowUpsText.ids)[number]) =>
  translate(staffFollowUpsText, id);

/** The export's header row is in the language shown; its values are the same in every language. */
const columns = (): readonly CsvColumn<PastDueMember>[] => [
  { header: header('staff-follow-ups.csv.memberNumber'), value: (row) => row.idCA },
  { header: header('staff-follow-ups.csv.firstName'), value: (row) => row.firstName },
  { header: header('staff-follow-ups.csv.lastName'), value: (row) => row.lastName },
  { header: header('staff-follow-ups.csv.email'), value: (row) => row.email },
  { header: header('staff-follow-ups.csv.phone'), value: (row) => row.phone },
  { header: header('staff-follow-ups.csv.club'), value: (row) => row.club.displayName },
  { header: header('staff-follow-ups.csv.status'), value: (row) => CSV_STATUS[row.billingStatus] },
  { header: header('staff-follow-ups.csv.amountDue'), value: (row) => (row.amountDueCents / 100).toFixed(2) },
  { header: header('staff-follow-ups.csv.pastDueSince'), value: (row) => row.pastDueSince },
  { header: header('staff-follow-ups.csv.lastRetry'), value: (row) => row.lastRetryAt },
  { header: header('staff-follow-ups.csv.nextRetry'), value: (row) => row.nextRetryOn },
  { header: header('staff-follow-ups.csv.contacted'), value: (row) => row.contacted?.at },
  { header: header('staff-follow-ups.csv.contactedBy'), value: (row) => row.contacted?.by },
];

interface TabProps {
  clubId: string | null;
  onOutcome: (outcome: { severity: 'success' | 'error'; text: string }) => void;
}

/** Past-due and suspended members, the longest overdue first; a call counts only if made since they fell behind. */
export function PastDueTab({ clubId, onOutcome }: TabProps) {
  const members = usePastDueMembers(clubId);
  const contacted = useMarkContacted();
  const t = useText(staffFollowUpsText);
  const rows = members.data ?? [];

  const mark = async (row: PastDueMember) => {
    try {
      await contacted.mutateAsync({ kind: 'member', id: row.memberId });
      onOutcome({
        severity: 'success',
        text: t('staff-follow-ups.markedContacted', { name: `${row.firstName} ${row.lastName}` }),
      });
    } catch (error) {
      onOutcome({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <ExportCsvButton rows={rows} columns={columns()} fileName="past-due-members" />
      <FollowUpList
        label={t('staff-follow-ups.pastDue.list')}
        loading={members.isPending}
        error={members.error}
        empty={t('staff-follow-ups.pastDue.empty')}
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
                label={t(`staff-follow-ups.pastDue.status.${row.billingStatus}`)}
              />
            }
            details={[
              [t('staff-follow-ups.pastDue.member'), row.idCA],
              [t('staff-follow-ups.pastDue.amountDue'), formatCurrency(row.amountDueCents)],
              [t('staff-follow-ups.pastDue.since'), row.pastDueSince ? formatClubDay(row.pastDueSince) : null],
              [t('staff-follow-ups.pastDue.lastRetry'), row.lastRetryAt ? formatMoment(row.lastRetryAt) : null],
              [t('staff-follow-ups.pastDue.nextRetry'), row.nextRetryOn ? formatClubDay(row.nextRetryOn) : null],
              [t('staff-follow-ups.pastDue.email'), row.email],
              [t('staff-follow-ups.pastDue.phone'), row.phone],
              [t('staff-follow-ups.pastDue.club'), row.club.displayName],
            ]}
            marks={[markText('contacted', row.contacted)]}
            actions={
              <Button
                size="small"
                variant="contained"
                disabled={contacted.isPending && contacted.variables?.id === row.memberId}
                onClick={() => mark(row)}
              >
                {t('staff-follow-ups.markContacted')}
              </Button>
            }
          />
        ))}
      </FollowUpList>
    </>
  );
}
