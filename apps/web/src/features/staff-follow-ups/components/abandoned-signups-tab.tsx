import { Button, Chip } from '@mui/material';
import type { AbandonedSignup } from '@gym/contracts/staff-follow-ups';
import type { CsvColumn } from '../../../lib/csv';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { translate, useSharedText, useText } from '../../../lib/i18n/catalog';
import { useAbandonedSignups } from '../api/get-abandoned-signups';
import { useMarkContacted } from '../api/mark-contacted';
import { useSendReminder } from '../api/send-reminder';
import { staffFollowUpsText } from '../i18n';
import { FollowUpCard } from './follow-up-card';
import { FollowUpList } from './follow-up-list';
import { formatMoment, fullName, markText } from './format';

const header = (id: `staff-follow-ups.csv.${string}` & (typeof staffFollowUpsText.ids)[number]) =>
  translate(staffFollowUpsText, id);

/** The export's header row is in the language shown; its values are the same in every language. */
const columns = (): readonly CsvColumn<AbandonedSignup>[] => [
  { header: header('staff-follow-ups.csv.firstName'), value: (row) => row.firstName },
  { header: header('staff-follow-ups.csv.lastName'), value: (row) => row.lastName },
  { header: header('staff-follow-ups.csv.email'), value: (row) => row.email },
  { header: header('staff-follow-ups.csv.phone'), value: (row) => row.phone },
  { header: header('staff-follow-ups.csv.club'), value: (row) => row.club.displayName },
  { header: header('staff-follow-ups.csv.plan'), value: (row) => row.plan?.name },
  { header: header('staff-follow-ups.csv.stepReached'), value: (row) => row.stepReached },
  { header: header('staff-follow-ups.csv.lastActivity'), value: (row) => row.lastActivityAt },
  { header: header('staff-follow-ups.csv.utmSource'), value: (row) => row.utmSource },
  { header: header('staff-follow-ups.csv.reminderSent'), value: (row) => row.marks.reminderSent?.at },
  { header: header('staff-follow-ups.csv.reminderSentBy'), value: (row) => row.marks.reminderSent?.by },
  { header: header('staff-follow-ups.csv.contacted'), value: (row) => row.marks.contacted?.at },
  { header: header('staff-follow-ups.csv.contactedBy'), value: (row) => row.marks.contacted?.by },
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
  const t = useText(staffFollowUpsText);
  const shared = useSharedText();
  const rows = signups.data ?? [];
  const busy = (id: string) =>
    (remind.isPending && remind.variables === id) || (contacted.isPending && contacted.variables?.id === id);

  const act = async (row: AbandonedSignup, action: 'remind' | 'contacted') => {
    const who = row.firstName
      ? fullName(row.firstName, row.lastName)
      : (row.email ?? t('staff-follow-ups.signups.theSignup'));
    try {
      if (action === 'remind') {
        await remind.mutateAsync(row.signupId);
        onOutcome({
          severity: 'success',
          text: t('staff-follow-ups.signups.reminderSent', { email: row.email ?? '' }),
        });
      } else {
        await contacted.mutateAsync({ kind: 'signup', id: row.signupId });
        onOutcome({ severity: 'success', text: t('staff-follow-ups.markedContacted', { name: who }) });
      }
    } catch (error) {
      onOutcome({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <ExportCsvButton rows={rows} columns={columns()} fileName="abandoned-signups" />
      <FollowUpList
        label={t('staff-follow-ups.signups.list')}
        loading={signups.isPending}
        error={signups.error}
        empty={t('staff-follow-ups.signups.empty')}
        count={rows.length}
      >
        {rows.map((row) => (
          <FollowUpCard
            key={row.signupId}
            name={fullName(row.firstName, row.lastName)}
            badge={
              <Chip size="small" label={t('staff-follow-ups.signups.reached', { step: shared(row.stepReached) })} />
            }
            details={[
              [t('staff-follow-ups.signups.email'), row.email],
              [t('staff-follow-ups.signups.phone'), row.phone],
              [t('staff-follow-ups.signups.club'), row.club.displayName],
              [t('staff-follow-ups.signups.plan'), row.plan?.name ?? null],
              [t('staff-follow-ups.signups.lastActivity'), formatMoment(row.lastActivityAt)],
              [t('staff-follow-ups.signups.utmSource'), row.utmSource],
            ]}
            marks={[markText('reminderSent', row.marks.reminderSent), markText('contacted', row.marks.contacted)]}
            actions={
              <>
                <Button
                  variant="contained"
                  size="small"
                  disabled={!row.email || busy(row.signupId)}
                  onClick={() => act(row, 'remind')}
                >
                  {t('staff-follow-ups.signups.sendReminder')}
                </Button>
                <Button size="small" disabled={busy(row.signupId)} onClick={() => act(row, 'contacted')}>
                  {t('staff-follow-ups.markContacted')}
                </Button>
              </>
            }
          />
        ))}
      </FollowUpList>
    </>
  );
}
