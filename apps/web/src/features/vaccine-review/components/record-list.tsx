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
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import type { VaccineRecord } from '@gym/contracts/vaccine';
import { useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { vaccineReviewText } from '../i18n';
import { RecordActions, type RecordActionsProps } from './record-actions';

const uploaded = (record: VaccineRecord) =>
  dateFormat({ timeZone: CLUB_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(record.uploadedAt));

export interface RecordListProps extends Omit<RecordActionsProps, 'record' | 'busy' | 'compact'> {
  records: VaccineRecord[];
  /** The record whose review is on its way: its buttons wait. */
  busyId: string | null;
  /** A phone: one card per record instead of a table four columns wide. */
  compact: boolean;
}

/** The review queue: a table on wide screens, a list of cards on phones. */
export function RecordList({ records, busyId, compact, ...actions }: RecordListProps) {
  const t = useText(vaccineReviewText);
  const label = t('vaccine-review.list.label');
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
                    {t('vaccine-review.list.memberLine', { number: record.idCA, when: uploaded(record) })}
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
            <TableCell>{t('vaccine-review.list.member')}</TableCell>
            <TableCell>{t('vaccine-review.list.memberNumber')}</TableCell>
            <TableCell>{t('vaccine-review.list.uploaded')}</TableCell>
            <TableCell>{t('vaccine-review.list.actions')}</TableCell>
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
