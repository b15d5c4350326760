import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { saveFile } from '../../../lib/download-file';
import { useText } from '../../../lib/i18n/catalog';
import { getDocuments } from '../api/join-follow-up';
import { signupText } from '../i18n';
import { PDF_LOAD_DELAY_MS } from './confirmation-state';

type PdfDocument = Awaited<ReturnType<typeof getDocuments>>['receiptPDF'];

function downloadPdf(document: PdfDocument) {
  const bytes = Uint8Array.from(atob(document.base64Data), (char) => char.charCodeAt(0));
  saveFile(new Blob([bytes], { type: 'application/pdf' }), `${document.fileName}.pdf`);
}

/**
 * Download Receipt and Download Membership Agreement: spinners until both PDFs are here. Loading starts
 * 3 s after the page has its data; a failure is only logged, as the specification says.
 */
export function DocumentDownloads({
  caId,
  joinToken,
  onLoaded,
}: {
  caId: string;
  joinToken: string;
  onLoaded: () => void;
}) {
  const t = useText(signupText);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), PDF_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const documents = useQuery({
    queryKey: ['join-documents', caId],
    queryFn: () => getDocuments(caId, joinToken),
    enabled: started,
    retry: 3,
    retryDelay: 2_000,
    staleTime: Infinity,
    meta: { silent: true },
  });
  useEffect(() => {
    if (documents.isError) console.info('Loading PDF error.', documents.error);
  }, [documents.isError, documents.error]);
  useEffect(() => {
    if (documents.data) onLoaded();
  }, [documents.data, onLoaded]);

  const ready = documents.data;
  const spinner = <CircularProgress size={18} color="inherit" aria-label={t('signup.confirmation.preparing')} />;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button
        variant="outlined"
        disabled={!ready}
        startIcon={ready ? <DownloadIcon /> : spinner}
        onClick={() => ready && downloadPdf(ready.receiptPDF)}
      >
        {t('signup.confirmation.downloadReceipt')}
      </Button>
      <Button
        variant="outlined"
        disabled={!ready}
        startIcon={ready ? <DownloadIcon /> : spinner}
        onClick={() => ready && downloadPdf(ready.membershipAgreementPDF)}
      >
        {t('signup.confirmation.downloadAgreement')}
      </Button>
    </Stack>
  );
}
