import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it, vi } from 'vitest';
import { NOT_ELIGIBLE_MESSAGE } from '@gym/contracts/signup-lookup';
import { NotEligibleDialog } from './not-eligible-dialog';

function renderAtEmailStep(onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/castro']}>
      <Routes>
        <Route path="/:location" element={<NotEligibleDialog open onClose={onClose} email="member@example.com" />} />
        <Route path="/login" element={<h1>Log in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

it('keeps the specification’s text and offers a way to log in beside it', async () => {
  renderAtEmailStep();
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent(NOT_ELIGIBLE_MESSAGE);
  expect(screen.getByText(NOT_ELIGIBLE_MESSAGE).textContent).toBe('Sorry you are not eligible for this program!');
  const login = screen.getByRole('link', { name: 'Log in' });
  expect(login).toHaveAttribute('href', '/login?email=member%40example.com');

  await userEvent.click(login);
  expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeTruthy();
});

it('still closes with OK and stays on the step', async () => {
  const onClose = renderAtEmailStep();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onClose).toHaveBeenCalledOnce();
});
