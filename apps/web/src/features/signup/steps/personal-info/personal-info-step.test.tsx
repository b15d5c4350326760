import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { ACCESS_TOKEN_COOKIE } from '@gym/contracts/constants';
import { STEP } from '@gym/contracts/messages';
import { type PersonalInfo, clubToday } from '@gym/contracts/personal-info';
import { useBanner } from '../../../../lib/banner-store';
import { queryClient as appQueryClient } from '../../../../lib/query-client';
import { WizardProvider, useWizard } from '../../wizard/wizard-context';
import type { WizardState } from '../../wizard/wizard-state';
import PersonalInfoStep from './personal-info-step';

/** wizard-context.tsx keeps the wizard's state under this sessionStorage key. */
const TERMS_PATH = '/api/ols/get-ols-teams-and-condition';
const CLIENT_IP_PATH = '/api/ols/client-ip';

const REQUIRED_MESSAGES = [
  'First Name is required',
  'Last Name is required',
  'Gender is required',
  'Birthday is required',
  'Phone number is required',
  'Address is required',
  'City is required',
  'State is required',
  'Zip Code is required',
  'Emergency Contact Name is required',
  'Emergency Contact Phone is required',
];

const ADA: PersonalInfo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'Female',
  birthday: '12/10/1990',
  phone: '415-555-0100',
  address: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  emergencyContactName: 'Charles Babbage',
  emergencyContactPhone: '415-555-0199',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The two calls the step makes besides the form; anything else is answered 404 and shows up in `requests`. */
function stubApi({ clientIpFails = false } = {}) {
  const requests: { path: string; search: string; authorization: string | null }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    requests.push({ path: url.pathname, search: url.search, authorization: headers.get('authorization') });
    if (url.pathname === TERMS_PATH) {
      return json({
        success: true,
        data: {
          teamandconditon: {
            termsAndConditionsDetails: '<p>Membership terms</p>',
            cancelingmymembership_text: 'Cancel in writing 30 days ahead.',
          },
        },
      });
    }
    if (url.pathname === CLIENT_IP_PATH && !clientIpFails) return json({ ip: '203.0.113.7' });
    const status = url.pathname === CLIENT_IP_PATH ? 400 : 404;
    return json({ success: false, status, code: status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND', message: 'No' }, status);
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

/** A sign-up token that is not about to expire, so that signupRequest does not ask for a new one. */
function storeFreshAccessToken() {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  document.cookie = `${ACCESS_TOKEN_COOKIE}=header.${payload}.signature; path=/`;
}

function WizardProbe() {
  const { state } = useWizard();
  return (
    <>
      <output data-testid="wizard-step">{state.step}</output>
      <output data-testid="wizard-personal-info">{JSON.stringify(state.personalInfo)}</output>
    </>
  );
}

function BannerProbe() {
  const banner = useBanner();
  return <output data-testid="banner">{banner?.message ?? ''}</output>;
}

let renderedClient: QueryClient | null = null;

function renderStep(
  saved: Partial<WizardState> = {},
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  renderedClient = client;
  sessionStorage.setItem(
    WIZARD_STORAGE_KEY,
    JSON.stringify({ step: STEP.personalInfo, email: 'ada@example.com', ...saved }),
  );
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/marin']}>
          <WizardProvider>
            <PersonalInfoStep />
            <WizardProbe />
            <BannerProbe />
          </WizardProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  // No pause between keystrokes: the masks and the form see the same events either way.
  return userEvent.setup({ delay: null });
}

const wizardStep = () => Number(screen.getByTestId('wizard-step').textContent);
const savedPersonalInfo = () => JSON.parse(screen.getByTestId('wizard-personal-info').textContent ?? 'null') as unknown;

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types as a person does: digits only in the masked fields, options picked by their labels. */
async function fillForm(user: UserEvent, birthdayDigits: string) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await choose(user, 'Gender', 'Non-Binary');
  await user.type(screen.getByLabelText('Birthday'), birthdayDigits);
  await user.type(screen.getByLabelText('Phone Number'), '4155550100');
  await user.type(screen.getByLabelText('Address'), '1 Market Street');
  await user.type(screen.getByLabelText('City'), 'San Francisco');
  await choose(user, 'State', 'California');
  await user.type(screen.getByLabelText('Zip Code'), '94105');
  await user.type(screen.getByLabelText('Emergency Contact Full Name'), 'Charles Babbage');
  await user.type(screen.getByLabelText('Emergency Contact Phone Number'), '4155550199');
}

/** The text of the element that describes a control (MUI's helper text), exactly, leading spaces included. */
function descriptionOf(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}

beforeEach(() => {
  storeFreshAccessToken();
});

afterEach(async () => {
  // A call still signing its request would reach the next test's fetch stub.
  const client = renderedClient;
  renderedClient = null;
  try {
    if (client) await waitFor(() => expect(client.isFetching()).toBe(0));
  } finally {
    cleanup();
    sessionStorage.clear();
    appQueryClient.clear();
    vi.unstubAllGlobals();
  }
});

// Typing a whole form through MUI inputs in jsdom takes a few seconds.
describe('PersonalInfoStep', { timeout: 30_000 }, () => {
  it('shows every required message under its field when submitted empty, and stays', async () => {
    stubApi();
    const user = renderStep();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(screen.getByLabelText('Birthday')).toHaveAccessibleDescription('Birthday is required');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('Gender is required');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('State is required');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus, so a keyboard or screen-reader user lands on it.
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(wizardStep()).toBe(STEP.personalInfo);
  });

  it('opens the under-18 modal for an under-18 birthday and does not advance', async () => {
    stubApi();
    const user = renderStep();
    const tenYearsAgo = clubToday().year - 10;

    await fillForm(user, `0101${tenYearsAgo}`);
    expect(screen.getByLabelText('Birthday')).toHaveValue(`01/01/${tenYearsAgo}`);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Age requirement' });
    expect(dialog).toHaveAccessibleDescription('You must be 18 years or older to become a member.');
    expect(wizardStep()).toBe(STEP.personalInfo);
    expect(savedPersonalInfo()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(wizardStep()).toBe(STEP.personalInfo);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('advances to the photo step with a valid form and keeps what was typed, masked', async () => {
    stubApi();
    const user = renderStep();

    await fillForm(user, '12101990');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(wizardStep()).toBe(STEP.photo));
    expect(savedPersonalInfo()).toEqual({ ...ADA, gender: 'Other' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prefills from the wizard state when the visitor comes back', async () => {
    stubApi();
    const user = renderStep({ personalInfo: ADA });

    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Birthday')).toHaveValue('12/10/1990');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('415-555-0100');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('California');
    expect(screen.getByLabelText('Emergency Contact Phone Number')).toHaveValue('415-555-0199');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(wizardStep()).toBe(STEP.photo));
    expect(savedPersonalInfo()).toEqual(ADA);
  });

  it('validates a field when it loses focus, with the message verbatim', async () => {
    stubApi();
    const user = renderStep();
    const phone = screen.getByLabelText('Phone Number');

    await user.type(phone, '0155550100');
    expect(phone).toHaveValue('015-555-0100');
    expect(phone).toHaveAccessibleDescription('');
    await user.tab();
    await waitFor(() => expect(descriptionOf(phone)).toBe(' Phone number should not start with zero'));

    const zip = screen.getByLabelText('Zip Code');
    await user.type(zip, '941');
    await user.tab();
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Please enter a valid zipcode'));
  });

  it('goes back to the e-mail step', async () => {
    stubApi();
    const user = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(wizardStep()).toBe(STEP.email);
  });

  it('offers the autofill tokens and numeric keyboards of each field', () => {
    stubApi();
    renderStep();
    const attributes = (label: string) => {
      const input = screen.getByLabelText(label);
      return [input.getAttribute('autocomplete'), input.getAttribute('inputmode')];
    };
    expect(attributes('First Name')).toEqual(['given-name', null]);
    expect(attributes('Last Name')).toEqual(['family-name', null]);
    expect(attributes('Birthday')).toEqual(['bday', 'numeric']);
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    expect(attributes('Phone Number')).toEqual(['tel', 'tel']);
    expect(attributes('Address')).toEqual(['street-address', null]);
    expect(attributes('City')).toEqual(['address-level2', null]);
    expect(attributes('Zip Code')).toEqual(['postal-code', 'numeric']);
    expect(attributes('Emergency Contact Full Name')).toEqual(['off', null]);
    expect(attributes('Emergency Contact Phone Number')).toEqual(['off', 'tel']);
  });

  it('fetches the terms (id 3) and, with the sign-up token, the client address; nothing else', async () => {
    const requests = stubApi();
    renderStep();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual(
      expect.arrayContaining([
        { path: TERMS_PATH, search: '?TermsAndConditionsId=3', authorization: null },
        { path: CLIENT_IP_PATH, search: '', authorization: expect.stringMatching(/^Bearer header\./) as string },
      ]),
    );
  });

  it("shows 'Error while getting ip address' when the address lookup fails", async () => {
    stubApi({ clientIpFails: true });
    renderStep({}, appQueryClient);
    await waitFor(() => expect(screen.getByTestId('banner')).toHaveTextContent('Error while getting ip address'));
  });
});
