import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TrainingSession } from '@gym/contracts/personal-training';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useCancelSession } from '../api/cancel-session';
import { useMyTraining } from '../api/get-my-training';
import { trainingText } from '../i18n';
import { TRAINERS_PATH, messageTrainerPath } from '../lib/paths';
import { sessionWhen, splitSessions } from '../lib/session-times';
import { useNow } from '../lib/use-now';
import { CancelSessionDialog } from './cancel-session-dialog';
import { LoadError } from '../../../components/load-error';
import { PackCard } from './pack-card';
import { SessionCard } from './session-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Empty({ text, action = true }: { text: string; action?: boolean }) {
  const t = useText(trainingText);
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{text}</Typography>
        {action && (
          <Button component={RouterLink} to={TRAINERS_PATH} variant="contained">
            {t('training.mine.book')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** What the member's cancel did, said once it is done. */
function CancelledNotice({ session, onClose }: { session: TrainingSession; onClose: () => void }) {
  const t = useText(trainingText);
  return (
    <Alert severity="success" variant="outlined" role="status" onClose={onClose}>
      {session.returnedToPack
        ? t('training.cancelled.returned', { when: sessionWhen(session) })
        : t('training.cancelled.used', { when: sessionWhen(session) })}
    </Alert>
  );
}

/**
 * `/training` (members): their sessions to come with Cancel (told first whether the session goes back to the pack)
 * and a way to message the trainer; their packs with the sessions left and the expiry; and past and cancelled
 * sessions, each marked.
 */
export function Component() {
  const t = useText(trainingText);
  const training = useMyTraining();
  const cancel = useCancelSession();
  const now = useNow(60_000);
  const [cancelling, setCancelling] = useState<TrainingSession | null>(null);
  const [cancelled, setCancelled] = useState<TrainingSession | null>(null);
  const heading = (
    <Stack spacing={1}>
      <Typography variant="h1">{t('training.mine.title')}</Typography>
      <Typography color="text.secondary">{t('training.mine.intro')}</Typography>
    </Stack>
  );

  if (training.isError) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        {heading}
        <LoadError text={t('training.mine.loadError')} onRetry={() => void training.refetch()} />
      </Stack>
    );
  }
  if (!training.data) return <PageSpinner label={t('training.mine.loading')} />;

  const { toCome, past } = splitSessions(training.data.sessions, now);
  const packs = [...training.data.packs].sort((a, b) => Number(b.left > 0) - Number(a.left > 0));
  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 900 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        {heading}
        <Box sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to={TRAINERS_PATH} variant="contained">
            {t('training.mine.book')}
          </Button>
        </Box>
      </Stack>
      {cancelled && <CancelledNotice session={cancelled} onClose={() => setCancelled(null)} />}
      <Section title={t('training.mine.toCome')}>
        {toCome.length > 0 ? (
          <Stack spacing={1.5}>
            {toCome.map((session) => (
              <SessionCard key={session.id} session={session} side="member" now={now}>
                {(headingId) => (
                  <>
                    {session.joinable && (
                      <Button
                        component={RouterLink}
                        to={messageTrainerPath(session.trainer.id)}
                        variant="contained"
                        aria-describedby={headingId}
                      >
                        {t('training.session.join')}
                      </Button>
                    )}
                    <Button
                      component={RouterLink}
                      to={messageTrainerPath(session.trainer.id)}
                      variant="outlined"
                      aria-describedby={headingId}
                    >
                      {t('training.session.message')}
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      aria-describedby={headingId}
                      onClick={() => {
                        cancel.reset();
                        setCancelling(session);
                      }}
                    >
                      {t('training.session.cancel')}
                    </Button>
                  </>
                )}
              </SessionCard>
            ))}
          </Stack>
        ) : (
          <Empty text={t('training.mine.noneToCome')} />
        )}
      </Section>
      <Section title={t('training.mine.packs')}>
        {packs.length > 0 ? (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {packs.map((pack) => (
              <PackCard key={pack.id} pack={pack} now={now} />
            ))}
          </Box>
        ) : (
          <Empty text={t('training.mine.noPacks')} action={false} />
        )}
      </Section>
      {past.length > 0 && (
        <Section title={t('training.mine.past')}>
          <Stack spacing={1.5}>
            {past.map((session) => (
              <SessionCard key={session.id} session={session} side="member" now={now} />
            ))}
          </Stack>
        </Section>
      )}
      {cancelling && (
        <CancelSessionDialog
          session={cancelling}
          side="member"
          busy={cancel.isPending}
          error={cancel.isError ? cancel.error.message : null}
          onClose={() => setCancelling(null)}
          onConfirm={() =>
            cancel.mutate(cancelling.id, {
              onSuccess: (session) => {
                setCancelling(null);
                setCancelled(session);
              },
            })
          }
        />
      )}
    </Stack>
  );
}
