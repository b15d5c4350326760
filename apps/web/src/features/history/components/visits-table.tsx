import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Visit } from '@gym/contracts/visits';
import { formatClubDay, formatClubTime } from '../../../lib/club-days';
import { useText } from '../../../lib/i18n/catalog';
import { historyText } from '../i18n';

/** Date, time (the club's clock) and club of each visit, newest first as the API sends them. */
export function VisitsTable({ visits }: { visits: Visit[] }) {
  const t = useText(historyText);
  return (
    <Table size="small" aria-label={t('history.table.label')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('history.table.date')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('history.table.time')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('history.table.club')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {visits.map((visit) => (
          <TableRow key={visit.id}>
            <TableCell>
              <time dateTime={visit.checkedInAt}>{formatClubDay(visit.checkInDate)}</time>
            </TableCell>
            <TableCell>{formatClubTime(visit.checkInTime)}</TableCell>
            <TableCell>{visit.club.displayName}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
