import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  PERSONAL_INFO_MESSAGES,
  type PersonalInfo,
  isOldEnough,
  personalInfoSchema,
} from '@gym/contracts/personal-info';
import type { Profile } from '@gym/contracts/profile';
import { PersonalInfoFields } from '../../../components/personal-info/personal-info-fields';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { useUpdateProfile } from '../api/update-profile';
import { profileText } from '../i18n';

/** The profile's details as the form holds them: a detail not given yet is an empty field. */
export function formValuesOf(profile: Profile): PersonalInfo {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender ?? '',
    birthday: profile.birthday ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zipCode: profile.zipCode ?? '',
    emergencyContactName: profile.emergencyContactName ?? '',
    emergencyContactPhone: profile.emergencyContactPhone ?? '',
  };
}

export interface ProfileFormProps {
  profile: Profile;
  onDone: () => void;
}

/**
 * Editing the member's details with the join's personal-info fields and rules (the server checks the same
 * ones). The e-mail is the sign-in name and is only shown. A failed save leaves the form as typed; the banner
 * says 'Sorry, could not update your details, please try again in a minute or two'.
 */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const t = useText(profileText);
  const update = useUpdateProfile(profile.sfId);
  const resolver = useMemo(() => zodResolver(personalInfoSchema()), []);
  const { control, handleSubmit, setError } = useForm<PersonalInfo>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: formValuesOf(profile),
  });

  const onValid = (info: PersonalInfo) => {
    // The join's age rule: here it marks the field instead of opening the join's modal (the field translates it).
    if (!isOldEnough(info.birthday)) {
      setError('birthday', { message: PERSONAL_INFO_MESSAGES.under18 }, { shouldFocus: true });
      return;
    }
    update.mutate(info, { onSuccess: onDone });
  };

  return (
    <Box component="form" noValidate aria-label={t('profile.form.label')} onSubmit={handleSubmit(onValid)}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <RichText
          catalog={profileText}
          id="profile.form.email"
          values={{ email: profile.email }}
          components={{ 0: <strong /> }}
        />
      </Typography>
      <PersonalInfoFields control={control} />
      <Stack direction="row" spacing={2} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onDone} disabled={update.isPending}>
          {t('profile.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('profile.form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
