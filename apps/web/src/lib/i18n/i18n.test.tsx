import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gym/contracts/messages';
import { ExportCsvButton } from '../../components/csv-export/export-csv-button';
import { componentsText } from '../../components/i18n';
import { sharedText, translate } from './catalog';
import { activateLocale, currentLocale, intlLocale } from './i18n';
import { dateFormat } from './intl';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the translator', () => {
  it('switches a rendered page to Spanish at once, and the page lang with it', async () => {
    // A shared component (lib/ may not import app/: the shell's header has the same test in app/shell).
    render(<ExportCsvButton rows={[]} columns={[]} fileName="members" />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await act(() => activateLocale('es'));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(currentLocale()).toBe('es');
    expect(intlLocale()).toBe('es-US');
  });

  it('shows the specification text byte for byte in English', () => {
    expect(sharedText(MESSAGES.pageNotFound)).toBe('Page not found');
    expect(translate(componentsText, 'components.csv.export')).toBe('Export CSV');
  });

  it('formats dates in the language shown', async () => {
    const day = new Date(Date.UTC(2026, 10, 24, 12));
    const options = { timeZone: 'UTC', dateStyle: 'long' } as const;
    expect(dateFormat(options).format(day)).toBe('November 24, 2026');
    await activateLocale('es');
    expect(dateFormat(options).format(day)).toBe('24 de noviembre de 2026');
  });
});
