import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@gym/contracts/auth';
import { getSession, signIn, signOut } from '../../../lib/session';
import { type Call, errorAnswer, json, renderAt, stubApi } from '../test/password-test-kit';
import { ChangePasswordForm } from './change-password-form';
import { sessionTokenFor } from '../../../test/session-token';

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

function helperOf(label: string): string {
  const ids = input(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('')
    .replace(/\u200b/g, '') // MUI's blank helper line is a zero-width space
    .trim();
}

async function fill(user: UserEvent, oldPassword: string, password: string, confirmation = password) {
  if (oldPassword) await user.type(input('Old password'), oldPassword);
  if (password) await user.type(input('New password'), password);
  if (confirmation) await user.type(input('Confirm password'), confirmation);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Change password' }));

function open(answer: (call: Call) => Response) {
  const calls = stubApi(answer);
  const user = renderAt('/change_password', '/change_password', <ChangePasswordForm />);
  return { calls, user };
}

const CASEY: SessionUser = {
  sfId: '5d0f3c1e-0000-4000-8000-000000000004',
  idCA: '100004',
  name: 'Casey Morgan',
  email: 'former@example.com',
  firstName: 'Casey',
  favoriteLocationName: null,
  favoriteLocation: null,
  favoriteLocationCAId: null,
  memberStatus: 'former',
  scanCode: 'BFC-100004',
  isTrainer: false,
  isDirector: false,
  role: 'member',
};

/** A token with the account's session version (`sv`), as the server signs it. */
const tokenWithVersion = (user: SessionUser, sv: number) => sessionTokenFor({ ...user, sv });

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('ChangePasswordForm', { timeout: 20_000 }, () => {
  it('shows the capitalised messages on their fields and sends nothing', async () => {
    const { calls, user } = open(() => json({ success: true }));
    await submit(user);
    await waitFor(() => expect(helperOf('Old password')).toBe('Old password is required'));
    expect(helperOf('New password')).toBe('Password is required');
    expect(helperOf('Confirm password')).toBe('Password confirmation is required');
    await fill(user, 'Former123!', 'abcdef', 'abcdeg');
    await waitFor(() => expect(helperOf('New password')).toBe('Password should be at least medium strength'));
    await waitFor(() => expect(helperOf('Confirm password')).toBe('Passwords must match'));
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Weak');
    expect(calls).toHaveLength(0);
  });

  it("says 'Your password was updated', empties the form and keeps the tab signed in with the answer's token", async () => {
    const before = tokenWithVersion(CASEY, 0);
    const after = tokenWithVersion(CASEY, 1);
    signIn({ token: before });
    const { calls, user } = open(() =>
      json({ success: true, message: 'Your password was updated', token: after, user: CASEY }),
    );
    await fill(user, 'Former123!', 'Changed-2026');
    await submit(user);
    expect(await screen.findByText('Your password was updated')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.body, call.authorization])).toEqual([
      ['/auth/update_password', { oldPassword: 'Former123!', password: 'Changed-2026' }, `Bearer ${before}`],
    ]);
    expect(input('Old password')).toHaveValue('');
    expect(input('New password')).toHaveValue('');
    // The change ended the old token on the server: the session (and every call from now on) uses the new one.
    expect(getSession()?.token).toBe(after);
    expect(localStorage.getItem('token')).toBe(after);
  });

  it('marks a wrong old password on its field, with the failure text', async () => {
    const { user } = open(() => errorAnswer(400, 'BAD_REQUEST', 'Old password is incorrect'));
    await fill(user, 'Wrong-123', 'Changed-2026');
    await submit(user);
    expect(
      await screen.findByText('Sorry, could not update your password. Please try again in a minute or two.'),
    ).toBeInTheDocument();
    expect(helperOf('Old password')).toBe('Old password is incorrect');
    expect(input('Old password')).toHaveFocus();
  });

  it('shows the failure text alone for other failures', async () => {
    const { user } = open(() => errorAnswer(500, 'INTERNAL', 'Something went wrong'));
    await fill(user, 'Former123!', 'Changed-2026');
    await submit(user);
    expect(
      await screen.findByText('Sorry, could not update your password. Please try again in a minute or two.'),
    ).toBeInTheDocument();
    expect(helperOf('Old password')).toBe('');
  });
});
