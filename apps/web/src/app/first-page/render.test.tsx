import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Club } from '@gym/contracts/clubs';
import { renderFirstPage, renderLoginPage } from './render';
import { activateLocale } from '../../lib/i18n/i18n';
import { TEST_APP_CONFIG } from '../../test/app-config';

const CLUBS: Club[] = [
  {
    clubautomationclubidC: '106',
    name: 'Bay Fit Oakland',
    displayName: 'Oakland',
    streetC: '1900 Broadway',
    cityC: 'Oakland',
    miles: null,
    totalCapacity: 300,
    olsBgMobile: '/m.svg',
    olsBgDesktop: '/d.svg',
  },
];

/** The markup's visible words and names, without tags or Emotion's styles. */
function words(markup: string): string {
  const page = new DOMParser().parseFromString(markup, 'text/html');
  page.querySelectorAll('style').forEach((style) => style.remove());
  return page.body.textContent ?? '';
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the first page rendered on the server (docs/decisions/0030)', () => {
  it('renders the location step in English by default, with the switcher beside the title', async () => {
    const markup = await renderFirstPage(CLUBS, TEST_APP_CONFIG);
    expect(words(markup)).toContain('Postal code');
    expect(markup).toContain('placeholder="Enter Postal Code"');
    expect(markup).toContain('aria-label="Clubs"');
    expect(markup).toMatch(/<button[^>]*lang="es"[^>]*>Español<\/button>/);
  });

  it('renders it in Spanish when asked, with the club list the hand-over looks for', async () => {
    const markup = await renderFirstPage(CLUBS, TEST_APP_CONFIG, 'es');
    expect(words(markup)).toContain('Código postal');
    expect(markup).toContain('placeholder="Ingrese su código postal"');
    expect(markup).toContain('aria-label="Usar mi ubicación"');
    expect(markup).toMatch(/<section[^>]*aria-label="Clubes"[^>]*data-club-list="true"/);
    expect(words(markup)).toContain('Oakland');
    expect(markup).toMatch(/<button[^>]*lang="en"[^>]*>English<\/button>/);
    // The next render in English is English again: one translator, switched per render.
    expect(words(await renderFirstPage(CLUBS, TEST_APP_CONFIG, 'en'))).toContain('Postal code');
  });

  it('renders /login as an empty sign-in form the browser cannot send itself, its labels above the fields', async () => {
    const markup = await renderLoginPage(TEST_APP_CONFIG);
    const page = new DOMParser().parseFromString(markup, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Log in');
    const form = page.querySelector('form');
    expect(form?.getAttribute('aria-label')).toBeTruthy();
    const email = form?.querySelector('input[type="email"]');
    expect(email?.hasAttribute('autofocus')).toBe(true);
    expect(email?.getAttribute('value')).toBe('');
    expect(form?.querySelector('input[type="password"]')).not.toBeNull();
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Log in');
    // Shrunk from the start: what is typed before the app has started does not sit on the label.
    expect(form?.querySelectorAll('label[data-shrink="true"]')).toHaveLength(2);
    expect(words(await renderLoginPage(TEST_APP_CONFIG, 'es'))).toContain('Contraseña');
  });
});
