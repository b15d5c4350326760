import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Visit } from '@gym/contracts/visits';
import { formatClubDay, formatClubTime } from '../../../lib/club-days';

/** Date, time (the club's clock) and club of each visit, newest first as the API sends them. */
export function VisitsTable({ visits }: { visits: Visit[] }) {
  return (
    <Table size="small" aria-label="Visits">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Date
          </TableCell>
          <TableCell component="th" scope="col">
            Time
          </TableCell>
          <TableCell component="th" scope="col">
            Club
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
