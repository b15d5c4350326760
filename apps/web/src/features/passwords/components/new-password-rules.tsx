import { Typography } from '@mui/material';

/** The new-password rules (section 5) in words, above the fields, so that nobody learns them from refusals. */
export function NewPasswordRules() {
  return (
    <Typography>
      6 to 25 letters, digits or -?!@#$%^&amp;*()_+`~ with at least two of: a lowercase letter, an uppercase letter, a
      digit, a special character.
    </Typography>
  );
}
