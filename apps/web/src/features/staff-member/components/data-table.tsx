import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** Kept on one line (a date, an amount). */
  nowrap?: boolean;
}

/**
 * A list of the member's page as a table that scrolls sideways on a phone; the scrolling region can take the
 * keyboard's focus, so it can be scrolled without a mouse.
 */
export function DataTable<Row>(props: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={props.label} sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={props.label}>
        <TableHead>
          <TableRow>
            {props.columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={props.rowKey(row)}>
              {props.columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
