import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { type Call, errorAnswer, json, renderAt, stubApi } from '../test/password-test-kit';
import { Component as ResetPasswordPage } from './reset-password-page';

function open(answer: (call: Call) => Response) {
  const calls = stubApi(answer);
  const user = renderAt('/reset_password', '/reset_password', <ResetPasswordPage />);
  return { calls, user };
}

const email = () => screen.getByLabelText(/^Email/, { selector: 'input' });
const send = () => screen.getByRole('button', { name: 'Send reset link' });

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('/reset_password', { timeout: 20_000 }, () => {
  it('checks the e-mail with the sign-in messages before asking', async () => {
    const { calls, user } = open(() => json({ success: true }));
    await user.click(send());
    expect(await screen.findByText('email is required')).toBeInTheDocument();
    await user.type(email(), 'former');
    await user.click(send());
    expect(await screen.findByText('email is not valid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the lowercased e-mail and goes to /request_success', async () => {
    const { calls, user } = open(() => json({ success: true }));
    await user.type(email(), ' Former@Example.com ');
    await user.click(send());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/request_success'));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/auth/request_reset_password', { email: 'former@example.com' }],
    ]);
  });

  it.each([
    [errorAnswer(404, 'NOT_FOUND', 'Cannot find this email'), 'Cannot find this email'],
    [errorAnswer(429, 'RATE_LIMITED', 'Too many'), 'Sorry, something went wrong, please try again in a minute or two'],
    [errorAnswer(500, 'INTERNAL', 'Boom'), 'Sorry, something went wrong, please try again in a minute or two'],
  ])('shows the specification text for a failure (%#)', async (answer, text) => {
    const { user } = open(() => answer.clone());
    await user.type(email(), 'nobody@example.com');
    await user.click(send());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset_password');
  });

  it('asks in Spanish when Spanish is shown', async () => {
    await act(() => activateLocale('es'));
    open(() => json({ success: true }));
    expect(screen.getByRole('heading', { name: 'Restablezca su contraseña' })).toBeInTheDocument();
    expect(screen.getByText(/Le enviaremos un enlace para elegir una nueva contraseña\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar el enlace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
