import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as RequestSuccessPage } from './request-success-page';

function renderPage(email?: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/request_success', state: email ? { email } : null }]}>
      <RequestSuccessPage />
    </MemoryRouter>,
  );
}

/** The paragraph that says where the link went. */
const sentParagraph = () => screen.getByText(/link to choose a new password|enlace para elegir una nueva/);

afterEach(async () => {
  await act(() => activateLocale('en'));
});

it('says where the link went, the address in bold', () => {
  renderPage('former@example.com');
  expect(sentParagraph()).toHaveTextContent(
    'We sent a link to choose a new password to former@example.com. The link works once, for one hour.',
  );
  expect(screen.getByText('former@example.com').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'ask for another link' })).toHaveAttribute('href', '/reset_password');
});

it('says the link went out without an address to name', () => {
  renderPage();
  expect(sentParagraph()).toHaveTextContent(
    /^We sent a link to choose a new password\. The link works once, for one hour\.$/,
  );
});

it('says it in Spanish when Spanish is shown', async () => {
  await act(() => activateLocale('es'));
  renderPage('former@example.com');
  expect(screen.getByRole('heading', { name: 'Revise su correo electrónico' })).toBeInTheDocument();
  expect(sentParagraph()).toHaveTextContent(
    'Enviamos un enlace para elegir una nueva contraseña a former@example.com. El enlace funciona una sola vez, durante una hora.',
  );
  expect(screen.getByText('former@example.com').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'pida otro enlace' })).toHaveAttribute('href', '/reset_password');
  expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
});
