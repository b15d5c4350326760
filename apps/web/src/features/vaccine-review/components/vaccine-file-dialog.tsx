import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import type { VaccineRecord } from '@gym/contracts/vaccine';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useVaccineFileUrl } from '../api/get-vaccine-file';
import { vaccineReviewText } from '../i18n';

/** One record's file: an image inline, a PDF in the browser's viewer (with a link to open it on its own). */
export function VaccineFileDialog({ record, onClose }: { record: VaccineRecord | null; onClose: () => void }) {
  const file = useVaccineFileUrl(record?.id ?? null);
  const t = useText(vaccineReviewText);
  const title = record ? t('vaccine-review.file.title', { name: record.memberName, number: record.idCA }) : '';
  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="vaccine-file-title">
      <DialogTitle id="vaccine-file-title">{title}</DialogTitle>
      <DialogContent dividers>
        {file.isError && <Typography color="error">{file.error.message}</Typography>}
        {!file.url && !file.isError && <PageSpinner label={t('vaccine-review.file.loading')} />}
        {file.url && file.type?.startsWith('image/') && (
          <Box component="img" src={file.url} alt={title} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
        )}
        {file.url && file.type === 'application/pdf' && (
          <Box
            component="object"
            data={file.url}
            type="application/pdf"
            aria-label={title}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          >
            <Link href={file.url} target="_blank" rel="noopener">
              {t('vaccine-review.file.openPdf')}
            </Link>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {file.url && (
          <Button href={file.url} target="_blank" rel="noopener">
            {t('vaccine-review.file.newTab')}
          </Button>
        )}
        <Button onClick={onClose}>{t('vaccine-review.file.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
