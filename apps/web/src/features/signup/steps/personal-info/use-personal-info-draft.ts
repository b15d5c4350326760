import { useEffect, useState } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import { forgetFormDraft, keepFormDraft, readFormDraft } from '../../wizard/form-drafts';

const EMPTY_PERSONAL_INFO: PersonalInfo = {
  firstName: '',
  lastName: '',
  gender: '',
  birthday: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
};

/**
 * The form's first values: what was typed before a refresh, else what was sent on before (Back from the photo
 * step, or Edit on the confirm step), else nothing. Only the eleven fields are read back from the draft.
 */
export function usePersonalInfoDefaults(sent: PersonalInfo | null): PersonalInfo {
  const [defaults] = useState(() => {
    const draft = readFormDraft('personal-info');
    const base = sent ?? EMPTY_PERSONAL_INFO;
    if (!draft) return base;
    const keys = Object.keys(EMPTY_PERSONAL_INFO) as (keyof PersonalInfo)[];
    return Object.fromEntries(keys.map((key) => [key, draft[key] ?? base[key]])) as PersonalInfo;
  });
  return defaults;
}

/** Keeps every change for the tab; forgotten once the step is sent on (the wizard's state holds it then). */
export function useKeepPersonalInfoDraft(watch: UseFormWatch<PersonalInfo>) {
  useEffect(() => {
    const subscription = watch((values) => keepFormDraft('personal-info', values as Record<string, string>));
    return () => subscription.unsubscribe();
  }, [watch]);
}

export const forgetPersonalInfoDraft = () => forgetFormDraft('personal-info');
