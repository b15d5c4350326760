import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_TRAINING_MESSAGES, type PackRefund } from '@gym/contracts/staff-training';
import { activateLocale } from '../../../lib/i18n/i18n';
import { ALEX_SESSION, type Call, PACK, PACK_ID, json, recordingFetch, refusal } from '../test/fixtures';
import { RefundPackDialog } from './refund-pack-dialog';

const PACK_PATH = `/staff/training/packs/${PACK_ID}`;
const REFUND_PATH = `${PACK_PATH}/refund`;
const calls: Call[] = [];
let answer: (call: Call) => Response;

beforeEach(() => {
  calls.length = 0;
  answer = (call) => {
    const body = call.body as { sessions: number };
    const refund: PackRefund = {
      refundId: 'refund-1',
      packId: PACK_ID,
      sessions: body.sessions,
      amountCents: 8000 * body.sessions,
      status: 'succeeded',
    };
    return json({ success: true, data: refund });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      recordingFetch(calls, (call) =>
        call.path === REFUND_PATH
          ? answer(call)
          : call.path === PACK_PATH
            ? json({ success: true, data: PACK })
            : undefined,
      ),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderDialog() {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <RefundPackDialog session={ALEX_SESSION} onClose={onClose} onDone={onDone} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onDone, onClose, dialog: screen.getByRole('dialog') };
}

const refunds = () => calls.filter((call) => call.path === REFUND_PATH);

describe('Refund unused sessions', () => {
  it("names the pack by its member's session and states the unused sessions and the amount before anything is sent", async () => {
    const { user, dialog } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Refund unused sessions' })).toHaveAccessibleDescription(
      'From the pack Alex Rivera used for the session of Tuesday, March 16 with Taylor Brooks. The money goes back ' +
        'to the card that paid for the pack, through the payment provider.',
    );
    const amount = within(dialog).getByTestId('refund-amount');
    await waitFor(() =>
      expect(amount).toHaveTextContent("3 of the pack's 5 sessions are unused. Refunding 1 session gives back $80.00."),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /^Sessions to refund/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Sessions to refund/ }), '3');
    expect(amount).toHaveTextContent('Refunding 3 sessions gives back $240.00.');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Sessions to refund/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Sessions to refund/ }), '4');
    expect(amount).toHaveTextContent("3 of the pack's 5 sessions are unused.");
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Moving');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('textbox', { name: /^Sessions to refund/ })).toHaveAccessibleDescription(
      'The pack has 3 unused sessions.',
    );
    expect(refunds()).toEqual([]);
  });

  it('sends the sessions and the reason with one idempotency key, and hands on what the server answered', async () => {
    const { user, dialog, onDone } = renderDialog();
    await within(dialog).findByText(/sessions are unused/);
    const sessions = within(dialog).getByRole('textbox', { name: /^Sessions to refund/ });
    await user.clear(sessions);
    await user.type(sessions, '2');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Moving out of state');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ sessions: 2, amountCents: 16000, status: 'succeeded' }),
    );
    expect(refunds()).toEqual([
      expect.objectContaining({ method: 'POST', body: { sessions: 2, reason: 'Moving out of state' } }),
    ]);
    expect(refunds()[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('asks for 1 to 10 sessions and a reason before sending', async () => {
    const { user, dialog } = renderDialog();
    await within(dialog).findByText(/sessions are unused/);
    const sessions = within(dialog).getByRole('textbox', { name: /^Sessions to refund/ });
    await user.clear(sessions);
    await user.type(sessions, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(sessions).toHaveAccessibleDescription('Enter a whole number from 1 to 10.');
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      'Say why the sessions are refunded.',
    );
    expect(refunds()).toEqual([]);
  });

  it("keeps the server's refusal in the dialog and sends a retry with the same key", async () => {
    answer = () => refusal(409, 'CONFLICT', STAFF_TRAINING_MESSAGES.tooManySessions);
    const { user, dialog, onDone } = renderDialog();
    await within(dialog).findByText(/sessions are unused/);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Injury');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(STAFF_TRAINING_MESSAGES.tooManySessions)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunds()).toHaveLength(2));
    expect(new Set(refunds().map((call) => call.key)).size).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await act(() => activateLocale('es'));
    const { dialog } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Reembolsar sesiones sin usar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent(
        '3 de las 5 sesiones del paquete están sin usar. Reembolsar 1 sesión devuelve $80.00.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Reembolsar' })).toBeInTheDocument();
  });
});
