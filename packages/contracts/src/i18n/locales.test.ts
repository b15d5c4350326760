import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, localeOfTag, preferredLocale } from './locales';

describe('choosing the language', () => {
  it('reads Accept-Language by quality, dropping q=0 and the wildcard', () => {
    expect(acceptLanguageTags('en;q=0.5, es-MX, fr;q=0.8, *;q=0.1, de;q=0')).toEqual(['es-MX', 'fr', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('takes the first language the product speaks, in the visitor order', () => {
    expect(preferredLocale(acceptLanguageTags('fr-FR, es-US;q=0.9, en;q=0.8'))).toBe('es');
    expect(preferredLocale(['en-GB', 'es'])).toBe('en');
    expect(preferredLocale(['fr', 'de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('maps regional tags to their language', () => {
    expect(localeOfTag('ES_us')).toBe('es');
    expect(localeOfTag('pt-BR')).toBeUndefined();
  });
});
