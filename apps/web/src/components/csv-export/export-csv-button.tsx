import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { saveFile } from '../../lib/download-file';
import { useText } from '../../lib/i18n/catalog';
import { componentsText } from '../i18n';

interface ExportCsvButtonProps<Row> {
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** The file's name without the extension, e.g. 'members' (the date is added: members-2026-11-24.csv). */
  fileName: string;
}

/** "Export CSV" of the list on screen, as every list of the staff console offers (issue 15). */
export function ExportCsvButton<Row>({ rows, columns, fileName }: ExportCsvButtonProps<Row>) {
  const t = useText(componentsText);
  const exportRows = () => {
    const today = new Date().toISOString().slice(0, 10);
    // The byte order mark makes Excel read the file as UTF-8 (names with accents).
    const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
    saveFile(blob, `${fileName}-${today}.csv`);
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      onClick={exportRows}
      disabled={rows.length === 0}
    >
      {t('components.csv.export')}
    </Button>
  );
}
