import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { CLASS_IMAGES, CLASS_LEVELS, type ClassImage, type ClassLevel, type ClassType } from '@gym/contracts/classes';
import { classTypeBodySchema } from '@gym/contracts/staff-schedule';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useSaveClassType } from '../api/save-class-type';
import { staffScheduleText } from '../i18n';
import { imageTextId, levelTextId } from '../lib/schedule-words';

type Field = 'name' | 'description' | 'durationMinutes';

interface ClassTypeDialogProps {
  /** The type to change; null adds one. */
  classType: ClassType | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/** A class type's name, description, level, length, picture from the brand's set, and whether it is Premier only. */
export function ClassTypeDialog({ classType, onClose, onDone }: ClassTypeDialogProps) {
  const t = useText(staffScheduleText);
  const shared = useSharedText();
  const save = useSaveClassType(classType?.id ?? null);
  const [name, setName] = useState(classType?.name ?? '');
  const [description, setDescription] = useState(classType?.description ?? '');
  const [level, setLevel] = useState<ClassLevel>(classType?.level ?? 'allLevels');
  const [minutes, setMinutes] = useState(String(classType?.durationMinutes ?? 45));
  const [image, setImage] = useState<ClassImage>(classType?.image ?? 'yoga');
  const [premierOnly, setPremierOnly] = useState(classType?.premierOnly ?? false);
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const durationMinutes = minutes.trim() === '' ? NaN : Number(minutes);
    const parsed = classTypeBodySchema.safeParse({ name, description, level, durationMinutes, image, premierOnly });
    if (!parsed.success) {
      setInvalid(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], shared(issue.message)])));
      return;
    }
    setInvalid({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => onDone(t('staff-schedule.typeForm.saved', { name: saved.name })),
    });
  };
  const errorOf = (field: Field) => ({ error: invalid[field] !== undefined, helperText: invalid[field] });

  return (
    <DialogShell
      title={t(classType ? 'staff-schedule.typeForm.editTitle' : 'staff-schedule.typeForm.addTitle')}
      description={t('staff-schedule.typeForm.text')}
      error={save.isError ? save.error.message : null}
      busy={save.isPending}
      confirmLabel={t('staff-schedule.typeForm.save')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('staff-schedule.typeForm.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          {...errorOf('name')}
        />
        <TextField
          label={t('staff-schedule.typeForm.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          required
          multiline
          minRows={2}
          {...errorOf('description')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={t('staff-schedule.typeForm.level')}
            value={level}
            onChange={(event) => setLevel(event.target.value as ClassLevel)}
          >
            {CLASS_LEVELS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(levelTextId(value))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label={t('staff-schedule.typeForm.minutes')}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            {...errorOf('durationMinutes')}
          />
        </Stack>
        <TextField
          select
          label={t('staff-schedule.typeForm.image')}
          value={image}
          onChange={(event) => setImage(event.target.value as ClassImage)}
        >
          {CLASS_IMAGES.map((value) => (
            <MenuItem key={value} value={value} sx={{ gap: 1 }}>
              <img src={`/classes/${value}.svg`} alt="" width={24} height={24} />
              {t(imageTextId(value))}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={premierOnly} onChange={(event) => setPremierOnly(event.target.checked)} />}
          label={t('staff-schedule.typeForm.premier')}
        />
      </Stack>
    </DialogShell>
  );
}
