import { MenuItem, TextField } from '@mui/material';
import { LOCALES, LOCALE_NAMES, isLocale } from '@gym/contracts/i18n/locales';
import { useText } from '../../../lib/i18n/catalog';
import { currentLocale } from '../../../lib/i18n/i18n';
import { chooseLocale } from '../../../lib/i18n/locale-choice';
import { profileText } from '../i18n';

/**
 * The language of the app and of what the member is sent: the header's switcher does the same, this is where a
 * member looking for the language of their e-mails finds it. The account keeps the choice (chooseLocale), so
 * e-mails and documents follow it. Each language is named in itself, with its own lang attribute.
 */
export function LanguageSection() {
  const t = useText(profileText);
  return (
    <TextField
      select
      label={t('profile.language.label')}
      value={currentLocale()}
      onChange={(event) => {
        if (isLocale(event.target.value)) void chooseLocale(event.target.value);
      }}
      helperText={t('profile.language.help')}
      fullWidth
      sx={{ maxWidth: 480 }}
    >
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </TextField>
  );
}
