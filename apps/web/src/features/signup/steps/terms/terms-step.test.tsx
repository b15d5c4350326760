import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import type { FrameCard } from '@gym/contracts/billing';
import { ACCESS_TOKEN_COOKIE } from '@gym/contracts/constants';
import type { PaymentDetails } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import { termsQueryOptions } from '../../api/get-terms';
import { WizardProvider, useWizard } from '../../wizard/wizard-context';
import type { WizardState } from '../../wizard/wizard-state';
import type * as SignatureImage from '../../../../components/signature/signature-image';
import TermsStep from './terms-step';

// The canvas work needs a real browser (the e2e spec covers it); here the rules around it are tested.
vi.mock('../../../../components/signature/signature-image', async (importOriginal) => ({
  ...(await importOriginal<typeof SignatureImage>()),
  typedSignatureImage: (text: string) => `data:image/png;base64,typed:${text}`,
}));
vi.mock('../../../../components/signature/drawn-signature', () => ({
  default: ({ onChange }: { onChange: (image: string | null) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,drawn')}>
      Draw a stroke
    </button>
  ),
}));

const PREVIEW_PATH = '/api/ols/payment-details';
const CLIENT_HEIGHT = 300;

const card: FrameCard = {
  cc_number: '************4242',
  expiration_year: '2030',
  expiration_month: '12',
  cardConnect_expiry: '1230',
  cc_merchant_unique_id: 'tok_sandbox_0123456789',
  expiration_date: '12/30',
  i4go_cardtype: 'visa',
  billingName: 'Pat Payer',
};
const paymentDetails: PaymentDetails = {
  itemName: 'Marin Monthly Membership',
  starting: '2026-11-22',
  ending: null,
  enrollmentFee: '$88.99',
  membershipFee: '$26.70',
  lastMonthFee: '$88.99',
  totalDue: '$115.69',
  isPass: false,
};
const seededState: Partial<WizardState> = {
  step: STEP.terms,
  photo: 'data:image/jpeg;base64,/9j/',
  club: {
    clubautomationclubidC: '101',
    name: 'Bay Fit Marin',
    displayName: 'Marin',
    streetC: '1 Main Street',
    cityC: 'San Rafael',
    miles: null,
    totalCapacity: 100,
    olsBgMobile: '/m.svg',
    olsBgDesktop: '/d.svg',
  },
  plan: {
    id: 'marin-monthly',
    name: 'Marin Month to Month',
    itemName: 'Marin Monthly Membership',
    price: 88.99,
    description: '',
    locationIds: ['101'],
  },
  email: 'pat@example.com',
  existence: { status: 404, data: null, eligible: true },
  personalInfo: {
    firstName: 'Pat',
    lastName: 'Payer',
    gender: 'Female',
    birthday: '04/12/1990',
    phone: '415-555-0134',
    address: '1 Main Street',
    city: 'San Rafael',
    state: 'CA',
    zipCode: '94901',
    emergencyContactName: 'Sam Payer',
    emergencyContactPhone: '415-555-0199',
  },
  card,
};

/** The terms region's geometry: jsdom lays nothing out, so the test says how tall the text is and where it is. */
const geometry = { scrollHeight: 2000, scrollTop: 0 };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubPreview() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== PREVIEW_PATH)
        return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'No' }, 404);
      bodies.push(JSON.parse(String(init?.body)));
      return json({ success: true, data: paymentDetails });
    }),
  );
  return bodies;
}

function WizardProbe() {
  const { state } = useWizard();
  return <output data-testid="wizard">{JSON.stringify(state)}</output>;
}
const wizard = () => JSON.parse(screen.getByTestId('wizard').textContent ?? '{}') as WizardState;

function renderStep(termsText = 'MEMBERSHIP TERMS\n\n1. Membership.') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(termsQueryOptions().queryKey, {
    termsAndConditionsDetails: termsText,
    cancelingmymembership_text: 'How to cancel your membership: write to us.',
  });
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(seededState));
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/marin']}>
          <WizardProvider>
            <TermsStep />
            <WizardProbe />
          </WizardProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const region = () => screen.getByRole('region', { name: 'Terms of Service' });
const termsBox = () => screen.getByRole('checkbox', { name: /^I have read and agree to the Terms of Service/ });
const esignBox = () =>
  screen.getByRole('checkbox', { name: 'I agree to sign and receive my agreement and receipts electronically' });
const typeTab = () => screen.getByRole('tab', { name: 'Type' });
const drawTab = () => screen.getByRole('tab', { name: 'Draw' });
const signButton = () => screen.getByRole('button', { name: 'Sign' });
const typedField = () => screen.getByLabelText('Type your full name to sign');

function scrollTermsTo(distanceFromEnd: number) {
  geometry.scrollTop = geometry.scrollHeight - CLIENT_HEIGHT - distanceFromEnd;
  fireEvent.scroll(region());
}

async function agreeToBoth(user: ReturnType<typeof userEvent.setup>) {
  scrollTermsTo(0);
  await user.click(termsBox());
  await user.click(esignBox());
}

beforeEach(() => {
  geometry.scrollHeight = 2000;
  geometry.scrollTop = 0;
  const isTerms = (element: Element) => element.getAttribute('aria-label') === 'Terms of Service';
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return isTerms(this) ? geometry.scrollHeight : 0;
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isTerms(this) ? CLIENT_HEIGHT : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return isTerms(this) ? geometry.scrollTop : 0;
  });
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  document.cookie = `${ACCESS_TOKEN_COOKIE}=header.${payload}.signature; path=/`;
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TermsStep', { timeout: 20_000 }, () => {
  it('shows the terms in a focusable region and keeps everything disabled until they are read', () => {
    stubPreview();
    renderStep();
    expect(region()).toHaveAttribute('tabindex', '0');
    expect(region()).toHaveTextContent('1. Membership.');
    expect(termsBox()).toBeDisabled();
    expect(esignBox()).toBeDisabled();
    expect(termsBox()).toHaveAccessibleDescription('Scroll to the end of the terms to agree.');
    expect(typeTab()).toBeDisabled();
    expect(drawTab()).toBeDisabled();
    expect(typedField()).toBeDisabled();
    expect(signButton()).toBeDisabled();
  });

  it('enables the boxes within 100 px of the end, not before', () => {
    stubPreview();
    renderStep();
    scrollTermsTo(101);
    expect(termsBox()).toBeDisabled();
    scrollTermsTo(100);
    expect(termsBox()).toBeEnabled();
    expect(esignBox()).toBeEnabled();
    // Once read, scrolling back up keeps them enabled.
    scrollTermsTo(1500);
    expect(termsBox()).toBeEnabled();
  });

  it('enables the boxes at once when the terms need no scrolling', () => {
    stubPreview();
    geometry.scrollHeight = CLIENT_HEIGHT + 80;
    renderStep('Short terms.');
    expect(termsBox()).toBeEnabled();
    expect(esignBox()).toBeEnabled();
  });

  it('opens the tabs only with both boxes checked; unchecking either forces the typed tab', async () => {
    stubPreview();
    const user = renderStep();
    scrollTermsTo(0);
    await user.click(termsBox());
    expect(drawTab()).toBeDisabled();
    await user.click(esignBox());
    expect(drawTab()).toBeEnabled();
    expect(typeTab()).toBeEnabled();

    await user.click(drawTab());
    expect(drawTab()).toHaveAttribute('aria-selected', 'true');
    await user.click(termsBox());
    expect(typeTab()).toHaveAttribute('aria-selected', 'true');
    expect(drawTab()).toBeDisabled();
    expect(typedField()).toBeDisabled();
  });

  it('blocks pasting into the typed signature with the alert', async () => {
    stubPreview();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = renderStep();
    await agreeToBoth(user);
    await user.click(typedField());
    await user.paste('Pasted Name');
    expect(alert).toHaveBeenCalledWith('Pasting is disabled for this field.');
    expect(typedField()).toHaveValue('');
  });

  it('enables Sign for a non-blank typed name or a drawing, with both boxes; x clear and Draw start over', async () => {
    stubPreview();
    const user = renderStep();
    await agreeToBoth(user);
    expect(signButton()).toBeDisabled();
    await user.type(typedField(), '   ');
    expect(signButton()).toBeDisabled();
    await user.type(typedField(), 'Pat');
    expect(signButton()).toBeEnabled();
    await user.click(esignBox());
    expect(signButton()).toBeDisabled();
    await user.click(esignBox());
    expect(signButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'x clear' }));
    expect(typedField()).toHaveValue('');
    expect(signButton()).toBeDisabled();

    await user.click(drawTab());
    expect(signButton()).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Draw a stroke' }));
    expect(signButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'x clear' }));
    expect(signButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Draw a stroke' }));
    // Back to Type and again to Draw: the drawing is gone.
    await user.click(typeTab());
    await user.click(drawTab());
    expect(signButton()).toBeDisabled();
  });

  it('shows the cancellation policy in a dialog', async () => {
    stubPreview();
    const user = renderStep();
    await user.click(screen.getByRole('button', { name: 'Read the cancellation policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation policy' });
    expect(dialog).toHaveTextContent('How to cancel your membership: write to us.');
  });

  it('links the privacy notice in a new tab, so the wizard keeps what it holds in memory', () => {
    stubPreview();
    renderStep();
    const link = screen.getByRole('link', { name: /the privacy notice \(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('on Sign asks for the payment preview and moves to confirm with the signature and the preview', async () => {
    const bodies = stubPreview();
    const user = renderStep();
    await agreeToBoth(user);
    await user.type(typedField(), 'Pat Payer');
    await user.click(signButton());

    await waitFor(() => expect(wizard().step).toBe(STEP.confirm));
    expect(wizard()).toMatchObject({ signature: 'data:image/png;base64,typed:Pat Payer', paymentDetails });
    expect(bodies).toEqual([
      expect.objectContaining({
        onlyPreview: true,
        email: 'pat@example.com',
        phoneNumber: 4155550134,
        signature: 'Pat Payer',
        homeClubId: 101,
        membershipId: 'marin-monthly',
        i4goUniqueId: card.cc_merchant_unique_id,
      }),
    ]);
  });

  it('signs with the drawing when the draw tab is open', async () => {
    stubPreview();
    const user = renderStep();
    await agreeToBoth(user);
    await user.type(typedField(), 'Pat Payer');
    await user.click(drawTab());
    await user.click(await screen.findByRole('button', { name: 'Draw a stroke' }));
    await user.click(signButton());
    await waitFor(() => expect(wizard().step).toBe(STEP.confirm));
    expect(wizard().signature).toBe('data:image/png;base64,drawn');
  });

  it('goes back to the card step', async () => {
    stubPreview();
    const user = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(wizard().step).toBe(STEP.paymentMethod);
  });
});
