import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { VaccineRecord } from '@gym/contracts/vaccine';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { PageSpinner } from '../../../components/page-spinner';
import { showBanner } from '../../../lib/banner-store';
import type { CsvColumn } from '../../../lib/csv';
import { useResponsive } from '../../../lib/use-responsive';
import { usePendingRecords } from '../api/get-vaccine-records';
import { type ReviewDecision, useReviewRecord } from '../api/review-vaccine-record';
import { RecordList } from './record-list';
import { RejectDialog } from './reject-dialog';
import { VaccineFileDialog } from './vaccine-file-dialog';

const DONE: Record<ReviewDecision['action'], (name: string) => string> = {
  confirm: (name) => `Confirmed: ${name} is now in the Vaccinated group.`,
  reject: (name) => `Rejected: ${name} is e-mailed your reason and asked to upload again.`,
};

const RECORD_COLUMNS: CsvColumn<VaccineRecord>[] = [
  { header: 'Member number', value: (record) => record.idCA },
  { header: 'Member', value: (record) => record.memberName },
  { header: 'Uploaded', value: (record) => record.uploadedAt },
  { header: 'File type', value: (record) => record.contentType },
  { header: 'Status', value: (record) => record.status },
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

  const decide = (record: VaccineRecord, decision: ReviewDecision) =>
    review.mutate(decision, {
      onSuccess: () => {
        setRejecting(null);
        showBanner(DONE[decision.action](record.memberName), { severity: 'success' });
      },
    });

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">Vaccine records</Typography>
        <ExportCsvButton rows={records.data ?? []} columns={RECORD_COLUMNS} fileName="vaccine-records" />
      </Stack>
      {!records.data ? (
        <PageSpinner label="Loading vaccine records" />
      ) : records.data.length === 0 ? (
        <Typography>No vaccine records are waiting for review.</Typography>
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
