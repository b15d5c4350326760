import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { ClubClassRules } from '@gym/contracts/class-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useText } from '../../../lib/i18n/catalog';
import { useRemoveClassTypeRules } from '../api/remove-class-type-rules';
import { staffScheduleText } from '../i18n';
import { RulesSentences } from './rules-sentences';

type Removing = { classTypeId: string; name: string };

/** The class types with their own rules at the club, each with Edit, and back to the club's rules after a question. */
export function ClassTypeRules({
  clubId,
  rules,
  onEdit,
  onDone,
}: {
  clubId: string;
  rules: ClubClassRules;
  onEdit: (classTypeId: string, name: string) => void;
  onDone: (notice: string) => void;
}) {
  const t = useText(staffScheduleText);
  const headingId = useId();
  const remove = useRemoveClassTypeRules(clubId);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const own = rules.classTypes.flatMap(({ classTypeId, name, rules: set }) =>
    set ? [{ classTypeId, name, rules: set }] : [],
  );
  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3">
        {t('staff-schedule.rules.typesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('staff-schedule.rules.typesIntro')}
      </Typography>
      {own.length === 0 && <Typography>{t('staff-schedule.rules.typesEmpty')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {own.map((type) => (
          <Card component="li" variant="outlined" key={type.classTypeId} data-testid="type-rules" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{type.name}</Typography>
            <RulesSentences rules={type.rules} />
            <Stack direction="row" useFlexGap sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                aria-label={t('staff-schedule.rules.editType', { name: type.name })}
                onClick={() => onEdit(type.classTypeId, type.name)}
              >
                {t('staff-schedule.edit')}
              </Button>
              <Button
                size="small"
                startIcon={<UndoIcon />}
                aria-label={t('staff-schedule.rules.useClubFor', { name: type.name })}
                onClick={() => setRemoving(type)}
              >
                {t('staff-schedule.rules.useClub')}
              </Button>
            </Stack>
          </Card>
        ))}
      </Stack>
      {removing && (
        <ConfirmDialog
          open
          title={t('staff-schedule.rules.removeTitle', { name: removing.name })}
          text={t('staff-schedule.rules.removeText', { name: removing.name })}
          confirmLabel={t('staff-schedule.rules.useClub')}
          busy={remove.isPending}
          error={remove.isError ? remove.error.message : null}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(removing.classTypeId, {
              onSuccess: () => {
                close();
                onDone(t('staff-schedule.rules.removed', { name: removing.name }));
              },
            })
          }
        />
      )}
    </Box>
  );
}
