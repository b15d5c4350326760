import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, errorAnswer, json, renderAt, stubApi } from '../test/password-test-kit';
import { Component as NewPasswordPage } from './new-password-page';

// Messages are written out rather than read from the contracts: the specification's wording is what is tested.
const TOKEN = 'k'.repeat(43);

/** The text of the element that describes a field (MUI's helper text). */
function helperOf(label: string): string {
  const input = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('')
    .replace(/\u200b/g, '') // MUI's blank helper line is a zero-width space
    .trim();
}

async function fill(user: UserEvent, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), password);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), confirmation);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Set password' }));
const where = () => screen.getByTestId('location').textContent;

function open(answer: (call: Call) => Response = () => json({ success: true })) {
  const calls = stubApi(answer);
  const user = renderAt(`/new_password?token=${TOKEN}`, '/new_password', <NewPasswordPage />);
  return { calls, user };
}

afterEach(() => vi.unstubAllGlobals());

describe('/new_password', { timeout: 20_000 }, () => {
  it('shows the required messages on both fields and sends nothing', async () => {
    const { calls, user } = open();
    await submit(user);
    await waitFor(() => expect(helperOf('New password')).toBe('password is required'));
    expect(helperOf('Confirm password')).toBe('password confirmation is required');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['abcdef', 'password should be at least medium strength'],
    ['Ab1!', 'password should be a minimum of 6 characters long'],
    ['Abcdefgh1!Abcdefgh1!Abcdefgh', 'password should be a maximum of 25 characters long'],
    ['Abc 123', 'password contains forbidden characters'],
  ])('refuses %j with %j', async (password, message) => {
    const { calls, user } = open();
    await fill(user, password, password);
    await submit(user);
    await waitFor(() => expect(helperOf('New password')).toBe(message));
    expect(calls).toHaveLength(0);
  });

  it('says when the confirmation does not match, and follows the typing after the first attempt', async () => {
    const { user } = open();
    await fill(user, 'Abcd1!', 'Abcd1');
    await submit(user);
    await waitFor(() => expect(helperOf('Confirm password')).toBe('passwords must match'));
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), '!');
    await waitFor(() => expect(helperOf('Confirm password')).toBe(''));
  });

  it('shows the strength as the password is typed', async () => {
    const { user } = open();
    const label = screen.getByTestId('password-strength-label');
    const field = screen.getByLabelText(/^New password/, { selector: 'input' });
    await user.type(field, 'abcdef');
    expect(label).toHaveTextContent('Weak');
    await user.type(field, 'G');
    expect(label).toHaveTextContent('Medium');
    await user.type(field, '1!');
    expect(label).toHaveTextContent('Strong');
  });

  it('sends the token and the password, then goes to /create_success', async () => {
    const { calls, user } = open();
    await fill(user, 'Casey-2026', 'Casey-2026');
    await submit(user);
    await waitFor(() => expect(where()).toBe('/create_success'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/reset_password',
        body: { resetToken: TOKEN, password: 'Casey-2026' },
        authorization: null,
      },
    ]);
  });

  it("shows the server's text for a used or expired link, with the way to a new one", async () => {
    const expired = 'This link has expired or was already used. Please request a new one.';
    const { user } = open(() => errorAnswer(400, 'BAD_REQUEST', expired));
    await fill(user, 'Casey-2026', 'Casey-2026');
    await submit(user);
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset_password');
    expect(where()).toBe('/new_password');
  });

  it('shows the generic message for any other failure', async () => {
    const { user } = open(() => errorAnswer(500, 'INTERNAL', 'Something else'));
    await fill(user, 'Casey-2026', 'Casey-2026');
    await submit(user);
    expect(
      await screen.findByText('Sorry, something went wrong, please try again in a minute or two'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });

  it('without a token, says the page needs the link from the e-mail', () => {
    stubApi(() => json({ success: true }));
    renderAt('/new_password', '/new_password', <NewPasswordPage />);
    expect(screen.getByText(/needs the link from your e-mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/, { selector: 'input' })).not.toBeInTheDocument();
  });
});
