import {
  List,
  ListItem,
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
import type { VaccineRecord } from '@gym/contracts/vaccine';
import { RecordActions, type RecordActionsProps } from './record-actions';

const uploadedAt = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const uploaded = (record: VaccineRecord) => uploadedAt.format(new Date(record.uploadedAt));

export interface RecordListProps extends Omit<RecordActionsProps, 'record' | 'busy' | 'compact'> {
  records: VaccineRecord[];
  /** The record whose review is on its way: its buttons wait. */
  busyId: string | null;
  /** A phone: one card per record instead of a table four columns wide. */
  compact: boolean;
}

/** The review queue: a table on wide screens, a list of cards on phones. */
export function RecordList({ records, busyId, compact, ...actions }: RecordListProps) {
  const label = 'Vaccine records waiting for review';
  if (compact) {
    return (
      <List aria-label={label} disablePadding sx={{ display: 'grid', gap: 2 }}>
        {records.map((record) => (
          <ListItem key={record.id} disablePadding>
            <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
              <Stack spacing={1.5}>
                <div>
                  <Typography component="p" sx={{ fontWeight: 600 }}>
                    {record.memberName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Member {record.idCA} · uploaded {uploaded(record)}
                  </Typography>
                </div>
                <RecordActions record={record} busy={busyId === record.id} compact {...actions} />
              </Stack>
            </Paper>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Member</TableCell>
            <TableCell>Member number</TableCell>
            <TableCell>Uploaded</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.id}>
              <TableCell>{record.memberName}</TableCell>
              <TableCell>{record.idCA}</TableCell>
              <TableCell>{uploaded(record)}</TableCell>
              <TableCell>
                <RecordActions record={record} busy={busyId === record.id} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
