import type { Visit } from '@gym/contracts/visits';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { useText } from '../../../lib/i18n/catalog';
import { staffMemberText } from '../i18n';
import { DataTable } from './data-table';
import { Empty, SectionCard } from './section-card';
import { csvHeader } from './state-text';

/** The export's header row is in the language shown; its values are the same in every language. */
const csvColumns = () => [
  { header: csvHeader('staff-member.csv.date'), value: (row: Visit) => row.checkInDate },
  { header: csvHeader('staff-member.csv.time'), value: (row: Visit) => row.checkInTime },
  { header: csvHeader('staff-member.csv.club'), value: (row: Visit) => row.club.displayName },
];

/** The member's latest visits (the club's wall clock). */
export function VisitsSection({ visits }: { visits: Visit[] }) {
  const t = useText(staffMemberText);
  return (
    <SectionCard
      title={t('staff-member.visits.title')}
      actions={<ExportCsvButton rows={visits} columns={csvColumns()} fileName="visits" />}
    >
      {visits.length === 0 ? (
        <Empty>{t('staff-member.visits.none')}</Empty>
      ) : (
        <DataTable
          label={t('staff-member.visits.title')}
          rows={visits}
          rowKey={(row) => row.id}
          columns={[
            { header: t('staff-member.visits.date'), nowrap: true, cell: (row) => row.checkInDate },
            { header: t('staff-member.visits.time'), cell: (row) => row.checkInTime },
            { header: t('staff-member.visits.club'), cell: (row) => row.club.displayName },
          ]}
        />
      )}
    </SectionCard>
  );
}
