import { Box, Typography } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { staffAuditText } from '../i18n';
import type { AuditChange } from './audit-diff';

/**
 * Before and after as a readable diff: each field on its line, the old value struck through beside the new one.
 * The words "was" and "now" say it for screen readers and for anyone who does not see the colours.
 */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  const t = useText(staffAuditText);
  if (changes.length === 0) return <Typography color="text.secondary">{t('staff-audit.changes.none')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, overflowWrap: 'anywhere' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {change.field}:
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {change.before && (
              <Box component="del" sx={{ color: 'error.dark', mr: 1 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('staff-audit.changes.was')}{' '}
                </Box>
                {change.before}
              </Box>
            )}
            {change.after ? (
              <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none' }}>
                {change.before && (
                  <Box component="span" sx={visuallyHidden}>
                    {t('staff-audit.changes.now')}{' '}
                  </Box>
                )}
                {change.after}
              </Box>
            ) : (
              change.before && <Box component="span">{t('staff-audit.changes.removed')}</Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
