import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_RECORDS_KEPT_YEARS, type StaffPrivacyRequest } from '@gym/contracts/privacy';
import { DialogShell } from '../../../components/dialog-shell';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { useCompleteRequest, usePrivacyRequests } from '../api/privacy-requests';
import { staffPrivacyText } from '../i18n';

const day = (iso: string) => dateFormat({ dateStyle: 'medium' }).format(new Date(iso));

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RequestCard({ request, onComplete }: { request: StaffPrivacyRequest; onComplete?: () => void }) {
  const t = useText(staffPrivacyText);
  const late = request.daysLeft !== null && request.daysLeft < 0;
  const rows: [string, string][] = [
    [t('staff-privacy.memberNumber'), String(request.memberNumber)],
    [t('staff-privacy.received'), day(request.receivedAt)],
    [t('staff-privacy.due'), day(request.dueAt)],
  ];
  if (request.completedAt) {
    rows.push([t('staff-privacy.completed'), day(request.completedAt)]);
    if (request.completedByName) rows.push([t('staff-privacy.completedBy'), request.completedByName]);
    if (request.outcome) rows.push([t('staff-privacy.outcome'), sharedText(request.outcome)]);
  }
  return (
    <Card component="li" variant="outlined" aria-label={request.memberName}>
      <CardContent>
        <Stack spacing={1}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
              {request.memberName}
            </Typography>
            <Chip size="small" label={t('staff-privacy.kind.deletion')} />
            {request.daysLeft !== null ? (
              <Chip
                size="small"
                color={late ? 'error' : request.daysLeft <= 7 ? 'warning' : 'default'}
                label={
                  late
                    ? t('staff-privacy.late', { days: -request.daysLeft })
                    : t('staff-privacy.daysLeft', { days: request.daysLeft })
                }
              />
            ) : null}
          </Box>
          <Details rows={rows} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={`/staff/members/${encodeURIComponent(request.memberId)}`}>
          {t('staff-privacy.openMember')}
        </Button>
        {onComplete ? (
          <Button color="error" variant="contained" onClick={onComplete}>
            {t('staff-privacy.complete')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}

/**
 * /staff/privacy (managers for their clubs, the director for all; docs/decisions/0054): members' requests to
 * delete their account under the CPRA, the open ones with the days left of the law's 45, and completing one
 * after a dialog that says what is removed and what is kept; the completed ones with who completed them.
 */
export function Component() {
  const t = useText(staffPrivacyText);
  const requests = usePrivacyRequests();
  const complete = useCompleteRequest();
  const [chosen, setChosen] = useState<StaffPrivacyRequest | null>(null);
  const close = () => {
    setChosen(null);
    complete.reset();
  };

  if (!requests.data) {
    return requests.isError ? (
      <LoadError
        text={t('staff-privacy.loadFailed')}
        reason={requests.error.message}
        onRetry={() => void requests.refetch()}
      />
    ) : (
      <PageSpinner label={t('staff-privacy.loading')} />
    );
  }
  const { open, completed } = requests.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Typography variant="h1">{t('staff-privacy.title')}</Typography>
      <Typography color="text.secondary">{t('staff-privacy.intro')}</Typography>
      {complete.isSuccess ? (
        <Alert severity="success">{t('staff-privacy.done', { name: complete.data.memberName })}</Alert>
      ) : null}
      <Stack component="section" spacing={2} aria-labelledby="privacy-open-heading">
        <Typography id="privacy-open-heading" variant="h2">
          {t('staff-privacy.open')}
        </Typography>
        {open.length === 0 ? (
          <Typography color="text.secondary">{t('staff-privacy.noneOpen')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {open.map((request) => (
              <RequestCard key={request.id} request={request} onComplete={() => setChosen(request)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack component="section" spacing={2} aria-labelledby="privacy-completed-heading">
        <Typography id="privacy-completed-heading" variant="h2">
          {t('staff-privacy.completedTitle')}
        </Typography>
        {completed.length === 0 ? (
          <Typography color="text.secondary">{t('staff-privacy.noneCompleted')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {completed.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </Stack>
      <DialogShell
        open={chosen !== null}
        title={t('staff-privacy.confirmTitle', { name: chosen?.memberName ?? '' })}
        description={t('staff-privacy.confirmText')}
        confirmLabel={t('staff-privacy.complete')}
        danger
        busy={complete.isPending}
        error={complete.error?.message ?? null}
        onClose={close}
        onConfirm={() => chosen && complete.mutate(chosen.id, { onSuccess: () => setChosen(null) })}
      >
        <Box component="ul" sx={{ my: 0, pl: 3 }}>
          <Typography component="li">{t('staff-privacy.confirmRemoved')}</Typography>
          <Typography component="li">
            {t('staff-privacy.confirmKept', { years: PRIVACY_RECORDS_KEPT_YEARS })}
          </Typography>
        </Box>
      </DialogShell>
    </Stack>
  );
}
