import { ThemeProvider, createTheme } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { TEST_APP_CONFIG } from '../../../test/app-config';
import { Component as PrivacyNoticePage } from './privacy-notice-page';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <ThemeProvider theme={createTheme()}>
      <PrivacyNoticePage />
    </ThemeProvider>,
  );
}

it("says the rights, the 45 days, what a deletion keeps, and the server's retention of abandoned sign-ups", () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
  for (const heading of ['What we collect', 'Why we use it', 'We do not sell or share it', 'Your rights'])
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByText(/^To know and to get a copy: on your profile, Download my data/)).toBeInTheDocument();
  expect(screen.getByText(/^To delete: on your profile, Delete my account/)).toBeInTheDocument();
  expect(screen.getByText(/^To correct:/)).toBeInTheDocument();
  expect(screen.getByText(/^To opt out of the sale or sharing/)).toBeInTheDocument();
  expect(
    screen.getByText('We complete a request within 45 days of receiving it, as the law requires.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/We keep your payments and your signed membership agreement for 7 years/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'We keep a record of each request and our answer for 24 months, as the law requires; after that it no longer names you.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      `If you start signing up and do not finish, we delete what you typed after ${TEST_APP_CONFIG.signupRetentionDays} days.`,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(`Write to ${TEST_APP_CONFIG.supportEmail}.`)).toBeInTheDocument();
});

it('says it in Spanish', async () => {
  await act(() => activateLocale('es'));
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
  expect(
    screen.getByText('Completamos una solicitud dentro de los 45 días siguientes a recibirla, como exige la ley.'),
  ).toBeInTheDocument();
});
