import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { VaccineRecord } from '@gym/contracts/vaccine';
import { PageSpinner } from '../../../components/page-spinner';
import { showBanner } from '../../../lib/banner-store';
import { usePendingRecords } from '../api/get-vaccine-records';
import { type ReviewAction, useReviewRecord } from '../api/review-vaccine-record';
import { VaccineFileDialog } from './vaccine-file-dialog';

const uploadedAt = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const DONE: Record<ReviewAction, (name: string) => string> = {
  confirm: (name) => `Confirmed: ${name} is now in the Vaccinated group.`,
  reject: (name) => `Rejected: ${name} is asked to upload again.`,
};

/** /staff/vaccines: the pending uploads, oldest first; staff view each file, then confirm or reject it. */
export function Component() {
  const records = usePendingRecords();
  const review = useReviewRecord();
  const [viewing, setViewing] = useState<VaccineRecord | null>(null);

  const decide = (record: VaccineRecord, action: ReviewAction) =>
    review.mutate(
      { id: record.id, action },
      { onSuccess: () => showBanner(DONE[action](record.memberName), { severity: 'success' }) },
    );

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Vaccine records</Typography>
      {!records.data ? (
        <PageSpinner label="Loading vaccine records" />
      ) : records.data.length === 0 ? (
        <Typography>No vaccine records are waiting for review.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Vaccine records waiting for review">
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                <TableCell>Member number</TableCell>
                <TableCell>Uploaded</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.data.map((record) => {
                const busy = review.isPending && review.variables?.id === record.id;
                return (
                  <TableRow key={record.id}>
                    <TableCell>{record.memberName}</TableCell>
                    <TableCell>{record.idCA}</TableCell>
                    <TableCell>{uploadedAt.format(new Date(record.uploadedAt))}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Button
                          variant="outlined"
                          onClick={() => setViewing(record)}
                          aria-label={`View file of ${record.memberName}`}
                        >
                          View file
                        </Button>
                        <Button
                          variant="contained"
                          color="success"
                          disabled={busy}
                          onClick={() => decide(record, 'confirm')}
                          aria-label={`Confirm ${record.memberName}`}
                        >
                          Confirm
                        </Button>
                        <Button
                          variant="outlined"
                          color="error"
                          disabled={busy}
                          onClick={() => decide(record, 'reject')}
                          aria-label={`Reject ${record.memberName}`}
                        >
                          Reject
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <VaccineFileDialog record={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
