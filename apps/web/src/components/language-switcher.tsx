import { Button } from '@mui/material';
import { LOCALE_NAMES } from '@gym/contracts/i18n/locales';
import { currentLocale, useLocale } from '../lib/i18n/i18n';
import { chooseLocale } from '../lib/i18n/locale-choice';

/**
 * The other language, named in itself ("Español" on an English page, "English" on a Spanish one): one press
 * switches the whole app at once and keeps whatever was typed. The name carries its own lang attribute, so a
 * screen reader says "Español" in Spanish.
 */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  useLocale();
  const other = currentLocale() === 'en' ? 'es' : 'en';
  return (
    <Button
      lang={other}
      color={color}
      size="small"
      onClick={() => void chooseLocale(other)}
      sx={{ textTransform: 'none', fontWeight: 600 }}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}
