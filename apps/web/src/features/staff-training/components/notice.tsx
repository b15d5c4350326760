import { Alert } from '@mui/material';

/** What an action did, said in the section it was taken in (a long page: a notice at its top may be out of view). */
export interface Notice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

export function NoticeAlert({
  notice,
  onClose,
  below = false,
}: {
  notice: Notice | null;
  onClose: () => void;
  /** Under what it is about (a form's Save), rather than under the section's title. */
  below?: boolean;
}) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      sx={below ? { mt: 1.5 } : { mb: 1.5 }}
    >
      {notice.text}
    </Alert>
  );
}
