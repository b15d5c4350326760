import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { ACCESS_TOKEN_COOKIE } from '@gym/contracts/constants';
import { STEP } from '@gym/contracts/messages';
import { WizardProvider, useWizard } from '../../wizard/wizard-context';
import PersonalInfoStep from './personal-info-step';

const DRAFT_KEY = 'signup-draft:personal-info';

function WizardProbe() {
  const { state, dispatch } = useWizard();
  return (
    <>
      <output data-testid="wizard-step">{state.step}</output>
      <button onClick={() => dispatch({ type: 'reset' })}>Join completed</button>
    </>
  );
}

/** The step as a refresh finds it: a new render over the tab's sessionStorage. */
function renderStep() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/marin']}>
          <WizardProvider>
            <PersonalInfoStep />
            <WizardProbe />
          </WizardProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillAll(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await choose(user, 'Gender', 'Female');
  await user.type(screen.getByLabelText('Birthday'), '12101990');
  await user.type(screen.getByLabelText('Phone Number'), '4155550100');
  await user.type(screen.getByLabelText('Address'), '1 Market Street');
  await user.type(screen.getByLabelText('City'), 'San Francisco');
  await choose(user, 'State', 'California');
  await user.type(screen.getByLabelText('Zip Code'), '94105');
  await user.type(screen.getByLabelText('Emergency Contact Full Name'), 'Charles Babbage');
  await user.type(screen.getByLabelText('Emergency Contact Phone Number'), '4155550199');
}

beforeEach(() => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  document.cookie = `${ACCESS_TOKEN_COOKIE}=header.${payload}.signature; path=/`;
  // The terms and the client address the step asks for play no part here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: STEP.personalInfo, email: 'ada@example.com' }));
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the personal info typed but not yet sent on', { timeout: 30_000 }, () => {
  it('is still in all eleven fields after a refresh', async () => {
    await fillAll(renderStep());
    cleanup();

    renderStep();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    expect(screen.getByLabelText('Birthday')).toHaveValue('12/10/1990');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('415-555-0100');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Market Street');
    expect(screen.getByLabelText('City')).toHaveValue('San Francisco');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('California');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('94105');
    expect(screen.getByLabelText('Emergency Contact Full Name')).toHaveValue('Charles Babbage');
    expect(screen.getByLabelText('Emergency Contact Phone Number')).toHaveValue('415-555-0199');
  });

  it('keeps only the form fields, and reads back nothing else from a tampered draft', async () => {
    const user = renderStep();
    await user.type(screen.getByLabelText('City'), 'Oakland');
    expect(Object.keys(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as object).sort()).toEqual(
      [
        'address',
        'birthday',
        'city',
        'emergencyContactName',
        'emergencyContactPhone',
        'firstName',
        'gender',
        'lastName',
        'phone',
        'state',
        'zipCode',
      ].sort(),
    );
    cleanup();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ city: 42, firstName: 'Grace', photo: 'data:image/jpeg;x' }));
    renderStep();
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('is forgotten once the step is sent on, and when the join completes', async () => {
    const user = renderStep();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('wizard-step')).toHaveTextContent(String(STEP.photo)));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    cleanup();

    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: STEP.personalInfo }));
    const next = renderStep();
    await next.type(screen.getByLabelText('First Name'), 'Ada');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await next.click(screen.getByRole('button', { name: 'Join completed' }));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
