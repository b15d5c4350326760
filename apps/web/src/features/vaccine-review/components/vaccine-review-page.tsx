import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { VaccineRecord } from '@gym/contracts/vaccine';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { PageSpinner } from '../../../components/page-spinner';
import { showBanner } from '../../../lib/banner-store';
import type { CsvColumn } from '../../../lib/csv';
import { translate, useText } from '../../../lib/i18n/catalog';
import { useResponsive } from '../../../lib/use-responsive';
import { usePendingRecords } from '../api/get-vaccine-records';
import { type ReviewDecision, useReviewRecord } from '../api/review-vaccine-record';
import { vaccineReviewText } from '../i18n';
import { RecordList } from './record-list';
import { RejectDialog } from './reject-dialog';
import { VaccineFileDialog } from './vaccine-file-dialog';

const DONE = { confirm: 'vaccine-review.confirmed', reject: 'vaccine-review.rejected' } as const satisfies Record<
  ReviewDecision['action'],
  string
>;

const header = (id: (typeof vaccineReviewText.ids)[number]) => translate(vaccineReviewText, id);

/** The export's header row is in the language shown; its values are the same in every language. */
const recordColumns = (): CsvColumn<VaccineRecord>[] => [
  { header: header('vaccine-review.csv.memberNumber'), value: (record) => record.idCA },
  { header: header('vaccine-review.csv.member'), value: (record) => record.memberName },
  { header: header('vaccine-review.csv.uploaded'), value: (record) => record.uploadedAt },
  { header: header('vaccine-review.csv.fileType'), value: (record) => record.contentType },
  { header: header('vaccine-review.csv.status'), value: (record) => record.status },
];

/**
 * /staff/vaccines: the pending uploads, oldest first; staff view each file, then confirm it, or reject it with a
 * reason the member is e-mailed (asked in a dialog, so a stray tap never rejects).
 */
export function Component() {
  const records = usePendingRecords();
  const review = useReviewRecord();
  const { isMobile } = useResponsive();
  const [viewing, setViewing] = useState<VaccineRecord | null>(null);
  const [rejecting, setRejecting] = useState<VaccineRecord | null>(null);
  const t = useText(vaccineReviewText);

  const decide = (record: VaccineRecord, decision: ReviewDecision) =>
    review.mutate(decision, {
      onSuccess: () => {
        setRejecting(null);
        showBanner(t(DONE[decision.action], { name: record.memberName }), { severity: 'success' });
      },
    });

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('vaccine-review.title')}</Typography>
        <ExportCsvButton rows={records.data ?? []} columns={recordColumns()} fileName="vaccine-records" />
      </Stack>
      {!records.data ? (
        <PageSpinner label={t('vaccine-review.loading')} />
      ) : records.data.length === 0 ? (
        <Typography>{t('vaccine-review.empty')}</Typography>
      ) : (
        <RecordList
          records={records.data}
          busyId={review.isPending ? (review.variables?.id ?? null) : null}
          compact={isMobile}
          onView={setViewing}
          onConfirm={(record) => decide(record, { id: record.id, action: 'confirm' })}
          onReject={setRejecting}
        />
      )}
      <VaccineFileDialog record={viewing} onClose={() => setViewing(null)} />
      <RejectDialog
        record={rejecting}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && decide(rejecting, { id: rejecting.id, action: 'reject', reason })}
      />
    </Stack>
  );
}
