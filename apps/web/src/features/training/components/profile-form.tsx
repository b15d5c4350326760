import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  COACHING_LANGUAGES,
  type OwnTrainerProfile,
  SPECIALITIES,
  TRAINER_PROFILE_LIMITS,
  type TrainerProfileBody,
  trainerProfileBodySchema,
} from '@gym/contracts/trainers';
import { coachingLanguageName, specialityName } from '../../../components/trainer-words';
import { useText } from '../../../lib/i18n/catalog';
import { useProposeProfile } from '../api/trainer-profile';
import { trainingText } from '../i18n';
import { trainerPagePath } from '../lib/paths';

/** A set of checkboxes in columns, under its legend. */
function Choices<V extends string>({
  label,
  values,
  chosen,
  nameOf,
  onChange,
  error,
}: {
  label: string;
  values: readonly V[];
  chosen: readonly V[];
  nameOf: (value: V) => string;
  onChange: (values: V[]) => void;
  error?: string;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 1 }}
      >
        {values.map((value) => (
          <FormControlLabel
            key={value}
            label={nameOf(value)}
            control={
              <Checkbox
                checked={chosen.includes(value)}
                onChange={(event) =>
                  onChange(values.filter((entry) => (entry === value ? event.target.checked : chosen.includes(entry))))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The trainer's profile as they write it: bio, specialities, certifications and the languages they coach in. It
 * starts from the change waiting for approval, if any, else from what members see; sending it replaces that change,
 * which members see only once a manager of one of the trainer's clubs approves it.
 */
export function ProfileForm({ profile }: { profile: OwnTrainerProfile }) {
  const t = useText(trainingText);
  const propose = useProposeProfile();
  const start: TrainerProfileBody = profile.pending ?? {
    bio: profile.trainer.bio,
    specialities: profile.trainer.specialities,
    certifications: profile.trainer.certifications,
    languages: profile.trainer.languages,
  };
  const [form, setForm] = useState<TrainerProfileBody>(start);
  const [certification, setCertification] = useState('');
  const [sent, setSent] = useState(false);
  const [noLanguage, setNoLanguage] = useState(false);
  const set = (patch: Partial<TrainerProfileBody>) => {
    setSent(false);
    setForm((current) => ({ ...current, ...patch }));
  };
  const certificationFull = form.certifications.length >= TRAINER_PROFILE_LIMITS.certifications;
  const addCertification = () => {
    const text = certification.trim();
    if (!text || certificationFull || form.certifications.includes(text)) return;
    set({ certifications: [...form.certifications, text] });
    setCertification('');
  };
  const submit = () => {
    const parsed = trainerProfileBodySchema.safeParse(form);
    setNoLanguage(form.languages.length === 0);
    if (!parsed.success) return;
    propose.mutate(parsed.data, { onSuccess: () => setSent(true) });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={t('training.profile.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {profile.pending ? (
        <Alert severity="info" variant="outlined" data-testid="profile-pending">
          {t('training.profile.pending')}
        </Alert>
      ) : (
        <Alert severity="info" variant="outlined">
          {t('training.profile.approval')}
        </Alert>
      )}
      <Box>
        <Link component={RouterLink} to={trainerPagePath(profile.trainer.id)}>
          {t('training.profile.seePage')}
        </Link>
      </Box>
      <TextField
        label={t('training.profile.bio')}
        value={form.bio}
        onChange={(event) => set({ bio: event.target.value })}
        multiline
        minRows={4}
        helperText={t('training.profile.bioHelp', { count: form.bio.length, max: TRAINER_PROFILE_LIMITS.bio })}
        slotProps={{ htmlInput: { maxLength: TRAINER_PROFILE_LIMITS.bio } }}
      />
      <Choices
        label={t('training.profile.specialities')}
        values={SPECIALITIES}
        chosen={form.specialities}
        nameOf={specialityName}
        onChange={(specialities) => set({ specialities })}
      />
      <Choices
        label={t('training.profile.languages')}
        values={COACHING_LANGUAGES}
        chosen={form.languages}
        nameOf={coachingLanguageName}
        onChange={(languages) => {
          setNoLanguage(false);
          set({ languages });
        }}
        error={noLanguage ? t('training.profile.languageNeeded') : undefined}
      />
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('training.profile.certification')}
            value={certification}
            onChange={(event) => setCertification(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCertification();
              }
            }}
            disabled={certificationFull}
            helperText={t('training.profile.certificationHelp', { max: TRAINER_PROFILE_LIMITS.certifications })}
            slotProps={{ htmlInput: { maxLength: TRAINER_PROFILE_LIMITS.certification } }}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" startIcon={<AddIcon />} onClick={addCertification} sx={{ mt: 1 }}>
            {t('training.profile.addCertification')}
          </Button>
        </Stack>
        {form.certifications.length > 0 && (
          <Box
            component="ul"
            aria-label={t('training.profile.certifications')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {form.certifications.map((entry) => (
              <Box
                component="li"
                key={entry}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  pl: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 4,
                  bgcolor: 'background.paper',
                }}
              >
                {entry}
                <IconButton
                  size="small"
                  aria-label={t('training.profile.removeCertification', { name: entry })}
                  onClick={() => set({ certifications: form.certifications.filter((other) => other !== entry) })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
      {propose.isError && (
        <Alert severity="error" variant="outlined">
          {propose.error.message}
        </Alert>
      )}
      {sent && (
        <Alert severity="success" variant="outlined" role="status">
          {t('training.profile.sent')}
        </Alert>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={propose.isPending}>
          {t('training.profile.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
