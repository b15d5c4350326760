import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { STEP } from '@gym/contracts/messages';
import { type PersonalInfo, isOldEnough, personalInfoSchema } from '@gym/contracts/personal-info';
import { useText } from '../../../../lib/i18n/catalog';
import { useClientIp } from '../../api/get-client-ip';
import { useTerms } from '../../api/get-terms';
import { signupText } from '../../i18n';
import { useStepCompletion } from '../../wizard/use-step-completion';
import { useWizard } from '../../wizard/wizard-context';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { PersonalInfoFields } from '../../../../components/personal-info/personal-info-fields';
import { usePreloadFaceDetector } from '../photo/preload-face-detector';
import { UnderAgeDialog } from './under-age-dialog';
import { forgetPersonalInfoDraft, useKeepPersonalInfoDraft, usePersonalInfoDefaults } from './use-personal-info-draft';

/**
 * Step 3: the person's details, checked by the schema the server uses. A visitor under 18 by the entered
 * birthday sees the modal and stays here.
 */
export default function PersonalInfoStep() {
  const t = useText(signupText);
  const { state } = useWizard();
  const completeStep = useStepCompletion();
  const { goBack } = useWizardNavigation();
  const [underAge, setUnderAge] = useState(false);
  // The specification fetches the terms and the visitor's address on this step; the terms step and the
  // e-signature read them from the cache. Nothing here renders them, so their answers do not re-render the form.
  useTerms();
  useClientIp();
  usePreloadFaceDetector();

  const resolver = useMemo(() => zodResolver(personalInfoSchema()), []);
  const defaultValues = usePersonalInfoDefaults(state.personalInfo);
  const { control, handleSubmit, watch } = useForm<PersonalInfo>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues,
  });
  useKeepPersonalInfoDraft(watch);

  const onValid = (personalInfo: PersonalInfo) => {
    if (!isOldEnough(personalInfo.birthday)) {
      setUnderAge(true);
      return;
    }
    forgetPersonalInfoDraft();
    completeStep(STEP.personalInfo, { personalInfo });
  };

  return (
    <Box component="form" noValidate aria-label={t('signup.personalInfo.form')} onSubmit={handleSubmit(onValid)}>
      <PersonalInfoFields control={control} />
      <Stack direction="row" spacing={2} sx={{ mt: 1, justifyContent: 'space-between' }}>
        <Button variant="outlined" size="large" startIcon={<ArrowBackIcon />} onClick={() => goBack(STEP.email)}>
          {t('signup.wizard.back')}
        </Button>
        <Button type="submit" variant="contained" size="large">
          {t('signup.wizard.next')}
        </Button>
      </Stack>
      <UnderAgeDialog open={underAge} onClose={() => setUnderAge(false)} />
    </Box>
  );
}
