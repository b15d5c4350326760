import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { VISIT_MESSAGES } from '@gym/contracts/visits';
import { activateLocale } from '../../../lib/i18n/i18n';
import {
  SCANNED,
  checkedIn,
  chooseClub,
  json,
  renderPage as renderWith,
  scanField,
  stubApi,
} from './check-in-test-kit';

const renderPage = () => renderWith(new QueryClient({ defaultOptions: { queries: { retry: false } } }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());
afterEach(async () => {
  await act(() => activateLocale('en'));
});

it("checks a member in when the scanner types a code and Enter, and shows 'Checked in' with name and number", async () => {
  const bodies = stubApi(() => json(checkedIn()));
  const user = renderPage();
  await chooseClub(user, 'Transbay');
  // Open clubs of the account's own only: Oakland is not one of them, and Closed takes no visits.
  await user.click(screen.getByRole('combobox', { name: 'Club' }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Transbay', 'Marin']);
  await user.click(screen.getByRole('option', { name: 'Transbay' }));
  await user.type(scanField(), 'bfc-100001.482913{Enter}');

  const result = await screen.findByText('Checked in');
  // A scan is never sent as typed by hand: only the member number form says manual.
  expect(bodies).toEqual([{ scanCode: 'bfc-100001.482913', clubId: '104' }]);
  expect(result.closest('[role="status"]')).not.toHaveTextContent('Manual check-in');
  expect(result.closest('[role="status"]')).toHaveTextContent('Alex Rivera, member 100001');
  expect(result.closest('[role="status"]')).toHaveTextContent('Transbay, 11:30 PM');
  // Ready for the next member: the field is empty and keeps the focus; the club is remembered.
  expect(scanField()).toHaveValue('');
  await waitFor(() => expect(scanField()).toHaveFocus());
  expect(localStorage.getItem('staffCheckInClub')).toBe('104');
});

it('lets a guest in with a guest pass code and names the member who invited them', async () => {
  stubApi(() =>
    json({
      success: true,
      data: {
        guestPass: {
          code: 'GP-7F3K2QXA',
          guestName: 'Jamie Guest',
          invitedBy: { idCA: '100001', name: 'Alex Rivera' },
          club: { clubId: '104', displayName: 'Transbay' },
          usedAt: '2025-03-10T18:05:00.000Z',
          checkInDate: '2025-03-10',
          checkInTime: '11:05',
        },
      },
    }),
  );
  localStorage.setItem('staffCheckInClub', '104');
  const user = renderPage();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Club' })).toHaveTextContent('Transbay'));
  await user.type(scanField(), 'gp-7f3k2qxa{Enter}');
  const result = await screen.findByText('Guest checked in');
  expect(result.closest('[role="status"]')).toHaveTextContent(
    'Jamie Guest, guest of Alex Rivera (member 100001)Guest pass GP-7F3K2QXA: Transbay, 11:05 AM',
  );
});

it('says when a repeat scan answered the visit already recorded', async () => {
  stubApi(() => json(checkedIn(true)));
  localStorage.setItem('staffCheckInClub', '104');
  const user = renderPage();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Club' })).toHaveTextContent('Transbay'));
  await user.type(scanField(), `${SCANNED}{Enter}`);
  expect(await screen.findByText(/Already checked in at Transbay at 11:30 PM/)).toBeInTheDocument();
});

it("shows the server's reason when a code is refused", async () => {
  stubApi(() =>
    json({ success: false, status: 404, code: 'NOT_FOUND', message: VISIT_MESSAGES.noMemberWithCode }, 404),
  );
  const user = renderPage();
  await chooseClub(user, 'Marin');
  await user.type(scanField(), 'BFC-999999{Enter}');
  expect((await screen.findByText('Not checked in')).closest('[role="alert"]')).toBeInTheDocument();
  expect(screen.getByText(`BFC-999999: ${VISIT_MESSAGES.noMemberWithCode}`)).toBeInTheDocument();
});

it('asks for a club and a code before calling the server', async () => {
  const bodies = stubApi(() => json(checkedIn()));
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  expect(screen.getByText(VISIT_MESSAGES.clubRequired)).toBeInTheDocument();
  expect(screen.getByText(VISIT_MESSAGES.scanCodeRequired)).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it("checks a member in by the number staff type, sent as manual, and says 'Manual check-in'", async () => {
  const bodies = stubApi(() => json(checkedIn(false, false, 'active', 'manual')));
  const user = renderPage();
  await chooseClub(user, 'Transbay');
  const open = screen.getByRole('button', { name: 'Type member number' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('Member number')).not.toBeInTheDocument();
  await user.click(open);

  // Empty: asked for, not sent.
  await user.click(await screen.findByRole('button', { name: 'Check in by number' }));
  expect(screen.getByText(VISIT_MESSAGES.memberNumberRequired)).toBeInTheDocument();
  expect(bodies).toEqual([]);

  await user.type(screen.getByLabelText('Member number'), ' 100001 {Enter}');
  const result = await screen.findByRole('status');
  expect(bodies).toEqual([{ scanCode: '100001', clubId: '104', manual: true }]);
  expect(result).toHaveTextContent('Alex Rivera, member 100001');
  expect(result).toHaveTextContent('Manual check-in (member number typed)');
  // Back to scanning: the form closes and the scan field has the focus for the next member.
  await waitFor(() => expect(screen.queryByLabelText('Member number')).not.toBeInTheDocument());
  await waitFor(() => expect(scanField()).toHaveFocus());
});

it('asks for the club before a number typed by staff is sent', async () => {
  const bodies = stubApi(() => json(checkedIn()));
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Type member number' }));
  await user.type(await screen.findByLabelText('Member number'), '100001{Enter}');
  expect(await screen.findByText(VISIT_MESSAGES.clubRequired)).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it('works the desk in Spanish: the form, the manual form and the result', async () => {
  await act(() => activateLocale('es'));
  stubApi(() => json(checkedIn(false, false, 'active', 'manual')));
  const user = renderPage();
  expect(screen.getByRole('heading', { name: 'Registro de entrada en recepción' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Registrar la entrada de un miembro' })).toBeInTheDocument();
  const scan = screen.getByLabelText(/^Código escaneado/);
  expect(screen.getByRole('button', { name: 'Registrar la entrada' })).toBeInTheDocument();
  await chooseClub(user, 'Transbay');

  await user.click(screen.getByRole('button', { name: 'Escribir el número de miembro' }));
  expect(await screen.findByText(/^¿No hay código que escanear\?/)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Número de miembro/), '100001{Enter}');
  const result = await screen.findByRole('status');
  expect(result).toHaveTextContent('Entrada registrada');
  expect(result).toHaveTextContent('Estado:');
  expect(result).toHaveTextContent('Alex Rivera, miembro 100001');
  expect(result).toHaveTextContent('Registro de entrada manual (número de miembro escrito a mano)');
  expect(screen.getByText('No hay foto registrada')).toBeInTheDocument();
  await waitFor(() => expect(scan).toHaveFocus());
});
