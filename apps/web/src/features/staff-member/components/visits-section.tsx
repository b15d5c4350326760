import type { Visit } from '@gym/contracts/visits';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { DataTable } from './data-table';
import { Empty, SectionCard } from './section-card';

const CSV_COLUMNS = [
  { header: 'Date', value: (row: Visit) => row.checkInDate },
  { header: 'Time', value: (row: Visit) => row.checkInTime },
  { header: 'Club', value: (row: Visit) => row.club.displayName },
];

/** The member's latest visits (the club's wall clock). */
export function VisitsSection({ visits }: { visits: Visit[] }) {
  return (
    <SectionCard title="Visits" actions={<ExportCsvButton rows={visits} columns={CSV_COLUMNS} fileName="visits" />}>
      {visits.length === 0 ? (
        <Empty>No visits yet.</Empty>
      ) : (
        <DataTable
          label="Visits"
          rows={visits}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Date', nowrap: true, cell: (row) => row.checkInDate },
            { header: 'Time', cell: (row) => row.checkInTime },
            { header: 'Club', cell: (row) => row.club.displayName },
          ]}
        />
      )}
    </SectionCard>
  );
}
