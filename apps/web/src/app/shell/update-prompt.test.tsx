import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { setWaitingUpdate } from '../../lib/app-update';
import { UpdatePrompt } from './update-prompt';

afterEach(() => act(() => setWaitingUpdate(null)));

it('says nothing until a new version waits', () => {
  render(<UpdatePrompt />);
  expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
});

it("offers the waiting version; 'Reload' switches to it, and cannot be pressed again meanwhile", async () => {
  const activate = vi.fn(() => new Promise<void>(() => {}));
  render(<UpdatePrompt />);
  act(() => setWaitingUpdate(activate));
  expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  const reload = screen.getByRole('button', { name: 'Reload' });
  await userEvent.click(reload);
  expect(activate).toHaveBeenCalledTimes(1);
  expect(reload).toBeDisabled();
});
