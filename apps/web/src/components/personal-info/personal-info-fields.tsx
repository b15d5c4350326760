import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import { GENDER_OPTIONS, type PersonalInfo } from '@gym/contracts/personal-info';
import { US_STATES } from '@gym/contracts/us-states';
import { useSharedText, useText } from '../../lib/i18n/catalog';
import { componentsText } from '../i18n';
import { BIRTHDAY_MASK, PHONE_MASK, fromIsoDate, withoutUsCountryCode } from './masks';
import { SelectField } from './select-field';
import { TextInputField } from './text-input-field';

/** One column on mobile, two from 769 px (the theme's md); the DOM order is the reading and tab order. */
const grid = {
  display: 'grid',
  columnGap: 2,
  rowGap: 0.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
};
const fullRow = { gridColumn: { md: '1 / -1' } };
const rowStart = { gridColumn: { md: '1' } };

/**
 * The specification's personal-info fields, in its order, with autofill tokens and numeric keyboards where they
 * help. The join's step and the member's profile form both use them.
 */
export function PersonalInfoFields({ control }: { control: Control<PersonalInfo> }) {
  const t = useText(componentsText);
  const shared = useSharedText();
  // The specification's gender labels come from contracts; the states keep their own names.
  const genders = GENDER_OPTIONS.map((option) => ({ ...option, label: shared(option.label) }));
  return (
    <Box sx={grid}>
      <TextInputField
        control={control}
        name="firstName"
        label={t('components.personalInfo.firstName')}
        autoComplete="given-name"
      />
      <TextInputField
        control={control}
        name="lastName"
        label={t('components.personalInfo.lastName')}
        autoComplete="family-name"
      />
      <SelectField
        control={control}
        name="gender"
        label={t('components.personalInfo.gender')}
        autoComplete="sex"
        options={genders}
      />
      <TextInputField
        control={control}
        name="birthday"
        label={t('components.personalInfo.birthday')}
        autoComplete="bday"
        inputMode="numeric"
        mask={BIRTHDAY_MASK}
        prepare={fromIsoDate}
        placeholder={t('components.personalInfo.birthdayFormat')}
      />
      <TextInputField
        control={control}
        name="phone"
        label={t('components.personalInfo.phone')}
        autoComplete="tel"
        inputMode="tel"
        mask={PHONE_MASK}
        prepare={withoutUsCountryCode}
      />
      <TextInputField
        control={control}
        name="address"
        label={t('components.personalInfo.address')}
        autoComplete="street-address"
        sx={fullRow}
      />
      <TextInputField
        control={control}
        name="city"
        label={t('components.personalInfo.city')}
        autoComplete="address-level2"
      />
      <SelectField
        control={control}
        name="state"
        label={t('components.personalInfo.state')}
        autoComplete="address-level1"
        options={US_STATES}
      />
      <TextInputField
        control={control}
        name="zipCode"
        label={t('components.personalInfo.zipCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
      />
      {/* Another person's details: the browser's own name and number must not be offered here. */}
      <TextInputField
        control={control}
        name="emergencyContactName"
        label={t('components.personalInfo.emergencyContactName')}
        autoComplete="off"
        sx={rowStart}
      />
      <TextInputField
        control={control}
        name="emergencyContactPhone"
        label={t('components.personalInfo.emergencyContactPhone')}
        autoComplete="off"
        inputMode="tel"
        mask={PHONE_MASK}
        prepare={withoutUsCountryCode}
      />
    </Box>
  );
}
