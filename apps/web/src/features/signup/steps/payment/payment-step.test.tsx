import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { CARD_DECLINED_MESSAGE, type FrameCard, type FrameCardMessage } from '@gym/contracts/billing';
import { ACCESS_TOKEN_COOKIE } from '@gym/contracts/constants';
import { STEP } from '@gym/contracts/messages';
import { rememberDeclinedCard, requestCardChange } from '../../../../components/card-frame/declined-card';
import { useBanner } from '../../../../lib/banner-store';
import { queryClient as appQueryClient } from '../../../../lib/query-client';
import { WizardProvider, useWizard } from '../../wizard/wizard-context';
import type { WizardState } from '../../wizard/wizard-state';
import EditPaymentStep from './edit-payment-step';
import PaymentStep from './payment-step';

const BILLING_ORIGIN = 'http://localhost:3001';
const FRAME_URL = `${BILLING_ORIGIN}/card?parentOrigin=http%3A%2F%2Flocalhost%3A3000`;
/** The frame URL with the styling parameters of the test's theme (MUI's default one). */
const STYLED_FRAME_URL =
  `${FRAME_URL}&font=%22Roboto%22%2C+%22Helvetica%22%2C+%22Arial%22%2C+sans-serif` +
  '&text=rgba%280%2C+0%2C+0%2C+0.87%29&muted=rgba%280%2C+0%2C+0%2C+0.6%29&primary=%231976d2&error=%23d32f2f&radius=4';

const message: FrameCardMessage = {
  cc_number: '************4242',
  expiration_year: '2030',
  expiration_month: '12',
  cardConnect_expiry: '1230',
  cc_merchant_unique_id: 'tok_sandbox_0123456789',
  expiration_date: '12/30',
  i4go_cardtype: 'visa',
};
const otherMessage: FrameCardMessage = {
  ...message,
  cc_number: '************4444',
  i4go_cardtype: 'mastercard',
  cc_merchant_unique_id: 'tok_sandbox_9876543210',
};
const storedCard: FrameCard = { ...message, billingName: 'Pat Payer' };
const newPerson = { status: 404 as const, data: null, eligible: true };
const formerMember = { status: 200 as const, data: '100004', eligible: true };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubApi({ billingUrlFails = false } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
      if (url.pathname === '/api/ols/billing/url' && !billingUrlFails) {
        return json({ success: true, data: { url: FRAME_URL } });
      }
      if (url.pathname === '/api/ols/insert-card-details')
        return json({ success: true, data: { creditCardId: 'cc-1' } });
      if (url.pathname === '/api/ols/credit-card') return json({ success: true });
      // A 400 (not retried) stands for any refusal, e.g. an origin that is not one of the app's.
      return json({ success: false, status: 400, code: 'BAD_REQUEST', message: 'Not this origin' }, 400);
    }),
  );
  return calls;
}

function Probe() {
  const { state } = useWizard();
  const banner = useBanner();
  return (
    <>
      <output data-testid="wizard">{JSON.stringify(state)}</output>
      <output data-testid="banner">{banner?.message ?? ''}</output>
    </>
  );
}
const wizard = () => JSON.parse(screen.getByTestId('wizard').textContent ?? '{}') as WizardState;

function renderStep(
  saved: Partial<WizardState>,
  Step = PaymentStep,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  // The card step comes after the photo: a tab that reached it has one (a reload without it goes back to it).
  const photo = 'data:image/jpeg;base64,/9j/';
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: STEP.paymentMethod, photo, ...saved }));
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/marin']}>
          <WizardProvider>
            <Step />
            <Probe />
          </WizardProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** A window message as the browser delivers it: `origin` is set by the browser and cannot be forged. */
function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const field = (label: string) => screen.getByLabelText(label);

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add New Card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Card' });
  await within(dialog).findByTitle(/^Card details/);
  return dialog;
}

beforeEach(() => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  document.cookie = `${ACCESS_TOKEN_COOKIE}=header.${payload}.signature; path=/`;
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  appQueryClient.clear();
  vi.unstubAllGlobals();
});

describe('PaymentStep', { timeout: 20_000 }, () => {
  it("embeds the provider's frame for this page's origin, styled like our fields, with a title", async () => {
    const calls = stubApi();
    const user = renderStep({ existence: newPerson });
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByTitle(/^Card details/)).toHaveAttribute('src', STYLED_FRAME_URL);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: `/api/ols/billing/url?parentOrigin=${encodeURIComponent(window.location.origin)}`,
    });
  });

  it('ignores a card message from any other origin, and a billing-origin message without the card token', async () => {
    stubApi();
    const user = renderStep({ existence: newPerson });
    await openAddDialog(user);

    post(message, 'https://evil.example');
    post(message, window.location.origin);
    post(message, `${BILLING_ORIGIN}.evil.example`);
    const { cc_merchant_unique_id: _token, ...withoutToken } = message;
    post(withoutToken, BILLING_ORIGIN);
    post({ ...message, cc_number: '4242424242424242' }, BILLING_ORIGIN);
    post(JSON.stringify(message), BILLING_ORIGIN);

    expect(field('Card Number')).toHaveValue('');
    expect(field('Expiration Date')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    post(message, BILLING_ORIGIN);
    expect(field('Card Number')).toHaveValue('************4242');
    expect(field('Expiration Date')).toHaveValue('12/30');
    expect(field('Card Number')).toHaveAttribute('readonly');
    expect(field('Expiration Date')).toHaveAttribute('readonly');

    post(otherMessage, 'https://evil.example');
    expect(field('Card Number')).toHaveValue('************4242');
  });

  it('a new person: Next asks for the name on the card, then stores the card and moves on', async () => {
    stubApi();
    const user = renderStep({ existence: newPerson });
    await openAddDialog(user);
    post(message, BILLING_ORIGIN);
    expect(field('Name on Card')).toHaveAttribute('autocomplete', 'cc-name');
    expect(field('Name on Card')).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Name on Card')).toHaveAccessibleDescription('Name on Card is required');
    expect(wizard().step).toBe(STEP.paymentMethod);

    await user.type(field('Name on Card'), '  Pat Payer ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(wizard().step).toBe(STEP.terms);
    expect(wizard().card).toEqual(storedCard);
  });

  it('a former member: Next is disabled while Name on Card is empty', async () => {
    stubApi();
    const user = renderStep({ existence: formerMember });
    await openAddDialog(user);
    post(message, BILLING_ORIGIN);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(field('Name on Card'), '  ');
    expect(next).toBeDisabled();
    await user.type(field('Name on Card'), 'Casey Morgan');
    expect(next).toBeEnabled();
    await user.clear(field('Name on Card'));
    expect(next).toBeDisabled();
    await user.type(field('Name on Card'), 'C. Morgan');
    await user.click(next);
    expect(wizard()).toMatchObject({ step: STEP.terms, card: { ...message, billingName: 'C. Morgan' } });
  });

  it("shows 'Load billingUrl error.' when the frame URL cannot be had", async () => {
    stubApi({ billingUrlFails: true });
    renderStep({ existence: newPerson }, PaymentStep, appQueryClient);
    await waitFor(() => expect(screen.getByTestId('banner')).toHaveTextContent('Load billingUrl error.'));
  });

  it("shows a card as 'My Primary Card'; 'Update Card' inserts a new card and names it", async () => {
    const calls = stubApi();
    const user = renderStep({ existence: newPerson, card: storedCard });
    const primary = screen.getByRole('region', { name: 'My Primary Card' });
    expect(primary).toHaveTextContent('Visa');
    expect(primary).toHaveTextContent('************4242');
    expect(primary).toHaveTextContent('Expires 12/30');
    expect(primary).toHaveTextContent('Pat Payer');
    expect(screen.queryByRole('button', { name: 'Add New Card' })).not.toBeInTheDocument();

    await user.click(within(primary).getByRole('button', { name: 'Edit card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Card' });
    expect(field('Card Number')).toHaveValue('************4242');
    expect(field('Name on Card')).toHaveValue('Pat Payer');

    post(otherMessage, BILLING_ORIGIN);
    expect(field('Card Number')).toHaveValue('************4444');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const cardCalls = calls.filter((call) => call.method !== 'GET');
    expect(cardCalls).toEqual([
      { method: 'POST', path: '/api/ols/insert-card-details', body: { ...otherMessage, billingName: 'Pat Payer' } },
      {
        method: 'PUT',
        path: '/api/ols/credit-card',
        body: { nickname: 'Mastercard ending 4444', creditCardId: 'cc-1' },
      },
    ]);
    expect(screen.getByRole('region', { name: 'My Primary Card' })).toHaveTextContent('************4444');
    // The new card is the wizard's once the visitor goes on.
    expect(wizard().card).toEqual(storedCard);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(wizard()).toMatchObject({ step: STEP.terms, card: { ...otherMessage, billingName: 'Pat Payer' } });
  });

  it("'Update Card' with only a new name calls nothing", async () => {
    const calls = stubApi();
    const user = renderStep({ existence: newPerson, card: storedCard });
    await user.click(screen.getByRole('button', { name: 'Edit card' }));
    await screen.findByRole('dialog', { name: 'Update Card' });
    await user.clear(field('Name on Card'));
    await user.type(field('Name on Card'), 'P. Payer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('region', { name: 'My Primary Card' })).toHaveTextContent('P. Payer');
  });

  it('is a centred dialog on a desktop, full-screen on a phone, and says what each part is', async () => {
    stubApi();
    let user = renderStep({ existence: newPerson });
    let dialog = await openAddDialog(user);
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
    expect(dialog).toHaveClass('MuiDialog-paperWidthSm');
    expect(dialog).toHaveAccessibleDescription(/go straight to our payment provider/);
    expect(dialog).toHaveAccessibleDescription(/We keep only a token to charge the card, its last four digits/);
    expect(within(dialog).getByRole('region', { name: 'Card details' })).toContainElement(
      within(dialog).getByTitle(/^Card details/),
    );
    expect(within(dialog).getByRole('region', { name: 'The card as the provider saved it' })).toContainElement(
      field('Card Number'),
    );

    cleanup();
    // A phone's width: MUI's media query for 'md' and below matches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    user = renderStep({ existence: newPerson });
    dialog = await openAddDialog(user);
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('goes back to the photo step', async () => {
    stubApi();
    const user = renderStep({ existence: newPerson });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(wizard().step).toBe(STEP.photo);
  });
});

describe('EditPaymentStep (8, from the confirm step)', { timeout: 20_000 }, () => {
  it("after a decline and 'Change card', opens Update Card saying the card was declined until another is given", async () => {
    stubApi();
    rememberDeclinedCard(storedCard, CARD_DECLINED_MESSAGE);
    requestCardChange();
    const user = renderStep({ step: STEP.editPaymentMethod, existence: newPerson, card: storedCard }, EditPaymentStep);
    const dialog = await screen.findByRole('dialog', { name: 'Update Card' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${CARD_DECLINED_MESSAGE} Please enter another card.`);
    expect(screen.getByRole('region', { name: 'My Primary Card', hidden: true })).toHaveTextContent(
      CARD_DECLINED_MESSAGE,
    );

    post(otherMessage, BILLING_ORIGIN);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'My Primary Card' })).not.toHaveTextContent(CARD_DECLINED_MESSAGE);

    // Asked once: coming back to the step later does not open the dialog again.
    cleanup();
    renderStep({ step: STEP.editPaymentMethod, existence: newPerson, card: storedCard }, EditPaymentStep);
    expect(screen.getByRole('region', { name: 'My Primary Card' })).toHaveTextContent(CARD_DECLINED_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns to confirm with the card, on Next and on Back', async () => {
    stubApi();
    const saved = { step: STEP.editPaymentMethod, existence: newPerson, card: storedCard };
    let user = renderStep(saved, EditPaymentStep);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(wizard()).toMatchObject({ step: STEP.confirm, card: storedCard });

    cleanup();
    user = renderStep(saved, EditPaymentStep);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(wizard().step).toBe(STEP.confirm);
  });
});
