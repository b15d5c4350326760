import { Alert, Box, Button, Card, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { OwnTrainerProfile, TrainerProfileBody } from '@gym/contracts/trainers';
import { coachingLanguageName, specialityName } from '../../../components/trainer-words';
import { useText } from '../../../lib/i18n/catalog';
import { listFormat } from '../../../lib/i18n/intl';
import { useApproveChange, useTrainerChanges } from '../api/trainer-changes';
import { type StaffTrainingTextId, staffTrainingText } from '../i18n';
import { personName } from '../lib/session-words';
import { type Notice, NoticeAlert } from './notice';

type Field = keyof TrainerProfileBody;
const FIELDS: readonly Field[] = ['bio', 'specialities', 'certifications', 'languages'];

/** A field of a profile as words: the bio as written, the lists joined ('Strength and Mobility'). */
function fieldText(profile: TrainerProfileBody, field: Field): string {
  switch (field) {
    case 'bio':
      return profile.bio;
    case 'specialities':
      return listFormat(profile.specialities.map(specialityName));
    case 'certifications':
      return listFormat(profile.certifications);
    case 'languages':
      return listFormat(profile.languages.map(coachingLanguageName));
  }
}

function Change({ change, onNotice }: { change: OwnTrainerProfile; onNotice: (notice: Notice) => void }) {
  const t = useText(staffTrainingText);
  const headingId = useId();
  const approve = useApproveChange();
  const pending = change.pending!;
  const name = personName(change.trainer);
  const changed = FIELDS.filter((field) => fieldText(change.trainer, field) !== fieldText(pending, field));
  const shownOrNone = (text: string) => (text.trim() === '' ? t('staff-training.changes.empty') : text);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="trainer-change"
      sx={{ p: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h3">
          {name}
        </Typography>
        <Button
          variant="contained"
          size="small"
          aria-describedby={headingId}
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(change.trainer.id, {
              onSuccess: () => onNotice({ severity: 'success', text: t('staff-training.changes.approved', { name }) }),
            })
          }
        >
          {t('staff-training.changes.approve')}
        </Button>
      </Box>
      {changed.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('staff-training.changes.same')}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {changed.map((field) => (
          <Box
            key={field}
            component="section"
            aria-label={t(`staff-training.changes.field.${field}` as StaffTrainingTextId)}
          >
            <Typography variant="subtitle2" component="h4">
              {t(`staff-training.changes.field.${field}` as StaffTrainingTextId)}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 0.5, md: 2 } }}
            >
              <Box>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t('staff-training.changes.now')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                  {shownOrNone(fieldText(change.trainer, field))}
                </Typography>
              </Box>
              <Box>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t('staff-training.changes.written')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', fontWeight: 600 }}>
                  {shownOrNone(fieldText(pending, field))}
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Stack>
      {approve.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {approve.error.message}
        </Alert>
      )}
    </Card>
  );
}

/**
 * Profile changes of the club's trainers waiting for approval: what the trainer wrote beside what members see now,
 * field by field, and "Approve" (members see it from then on).
 */
export function TrainerChangesSection({ clubId }: { clubId: string }) {
  const t = useText(staffTrainingText);
  const headingId = useId();
  const changes = useTrainerChanges();
  const [notice, setNotice] = useState<Notice | null>(null);
  const ofClub = changes.data?.filter(
    (change) => change.pending !== null && change.trainer.clubs.some((club) => club.clubId === clubId),
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {t('staff-training.changes.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('staff-training.changes.intro')}
      </Typography>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {changes.isError && <Alert severity="error">{changes.error.message}</Alert>}
      {!ofClub && !changes.isError && <Typography>{t('staff-training.changes.loading')}</Typography>}
      {ofClub?.length === 0 && <Typography color="text.secondary">{t('staff-training.changes.none')}</Typography>}
      {ofClub && ofClub.length > 0 && (
        <Stack spacing={1.5}>
          {ofClub.map((change) => (
            <Change key={change.trainer.id} change={change} onNotice={setNotice} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
