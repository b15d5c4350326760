import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Card, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useText } from '../../../lib/i18n/catalog';
import { useCalendarFeed, useClassSettings, useResetCalendarFeed, useSetClassSettings } from '../api/class-calendar';
import { classScheduleText } from '../i18n';

/** A calendar app subscribes with webcal:, which the phone hands to its calendar. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * My classes' calendar and reminders: the member's own calendar feed (every booking, kept up to date in their
 * calendar app) with copy, subscribe and reset, and the e-mail reminders they can turn off.
 */
export function CalendarAndReminders() {
  const t = useText(classScheduleText);
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const settings = useClassSettings();
  const setSettings = useSetClassSettings();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // Clipboard access needs a secure page and the user's permission; the link is on screen to select.
      setCopied('no');
    }
  };

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
      <Stack spacing={2}>
        <Typography>{t('class-schedule.calendar.intro')}</Typography>
        {feed.isError && <Alert severity="error">{t('class-schedule.calendar.loadError')}</Alert>}
        {url && (
          <Box
            component="code"
            aria-label={t('class-schedule.calendar.link')}
            sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', fontSize: '0.9rem' }}
          >
            {url}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" href={url ? webcalOf(url) : undefined} disabled={!url}>
            {t('class-schedule.calendar.subscribe')}
          </Button>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} disabled={!url}>
            {t('class-schedule.calendar.copy')}
          </Button>
          <Button variant="text" onClick={() => setConfirming(true)} disabled={!url || reset.isPending}>
            {t('class-schedule.calendar.reset')}
          </Button>
        </Box>
        <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
          {copied === 'yes' && <Alert severity="success">{t('class-schedule.calendar.copied')}</Alert>}
          {copied === 'no' && <Alert severity="warning">{t('class-schedule.calendar.notCopied')}</Alert>}
          {reset.isSuccess && <Alert severity="success">{t('class-schedule.calendar.wasReset')}</Alert>}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={settings.data?.reminders ?? true}
              disabled={!settings.data || setSettings.isPending}
              onChange={(event) => setSettings.mutate({ reminders: event.target.checked })}
            />
          }
          label={t('class-schedule.calendar.reminders')}
        />
        {setSettings.isError && <Alert severity="error">{t('class-schedule.calendar.saveError')}</Alert>}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('class-schedule.calendar.resetTitle')}
        text={t('class-schedule.calendar.resetBody')}
        confirmLabel={t('class-schedule.calendar.resetConfirm')}
        busy={reset.isPending}
        error={reset.isError ? t('class-schedule.calendar.saveError') : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
