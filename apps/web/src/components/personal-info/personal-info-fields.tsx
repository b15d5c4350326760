import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import { GENDER_OPTIONS, type PersonalInfo } from '@gym/contracts/personal-info';
import { US_STATES } from '@gym/contracts/us-states';
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
  return (
    <Box sx={grid}>
      <TextInputField control={control} name="firstName" label="First Name" autoComplete="given-name" />
      <TextInputField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
      <SelectField control={control} name="gender" label="Gender" autoComplete="sex" options={GENDER_OPTIONS} />
      <TextInputField
        control={control}
        name="birthday"
        label="Birthday"
        autoComplete="bday"
        inputMode="numeric"
        mask={BIRTHDAY_MASK}
        prepare={fromIsoDate}
        placeholder="mm/dd/yyyy"
      />
      <TextInputField
        control={control}
        name="phone"
        label="Phone Number"
        autoComplete="tel"
        inputMode="tel"
        mask={PHONE_MASK}
        prepare={withoutUsCountryCode}
      />
      <TextInputField control={control} name="address" label="Address" autoComplete="street-address" sx={fullRow} />
      <TextInputField control={control} name="city" label="City" autoComplete="address-level2" />
      <SelectField control={control} name="state" label="State" autoComplete="address-level1" options={US_STATES} />
      <TextInputField
        control={control}
        name="zipCode"
        label="Zip Code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
      />
      {/* Another person's details: the browser's own name and number must not be offered here. */}
      <TextInputField
        control={control}
        name="emergencyContactName"
        label="Emergency Contact Full Name"
        autoComplete="off"
        sx={rowStart}
      />
      <TextInputField
        control={control}
        name="emergencyContactPhone"
        label="Emergency Contact Phone Number"
        autoComplete="off"
        inputMode="tel"
        mask={PHONE_MASK}
        prepare={withoutUsCountryCode}
      />
    </Box>
  );
}
