import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { StaffClassType } from '@gym/contracts/staff-schedule';
import { useText } from '../../../lib/i18n/catalog';
import { staffScheduleText } from '../i18n';
import { levelTextId } from '../lib/schedule-words';
import { ClassTypeDialog } from './class-type-dialog';

/** The chain's class types, each with its picture, level and length; Edit where the account may change it. */
export function ClassTypesSection({
  classTypes,
  onDone,
}: {
  classTypes: StaffClassType[];
  onDone: (notice: string) => void;
}) {
  const t = useText(staffScheduleText);
  const headingId = useId();
  const [editing, setEditing] = useState<StaffClassType | 'new' | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ flex: 1 }}>
          {t('staff-schedule.types.title')}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('staff-schedule.types.add')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('staff-schedule.types.intro')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {classTypes.map((type) => (
          <Box component="li" key={type.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box component="img" src={`/classes/${type.image}.svg`} alt="" sx={{ width: 40, height: 40 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{type.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('staff-schedule.types.facts', { level: t(levelTextId(type.level)), minutes: type.durationMinutes })}
              </Typography>
            </Box>
            {type.premierOnly && <Chip size="small" label={t('staff-schedule.types.premier')} />}
            {type.editable && (
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                aria-label={t('staff-schedule.types.edit', { name: type.name })}
                onClick={() => setEditing(type)}
              >
                {t('staff-schedule.edit')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      {editing && (
        <ClassTypeDialog
          classType={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(notice) => {
            setEditing(null);
            onDone(notice);
          }}
        />
      )}
    </Paper>
  );
}
