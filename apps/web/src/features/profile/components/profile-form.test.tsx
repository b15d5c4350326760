import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSONAL_INFO_MESSAGES } from '@gym/contracts/personal-info';
import { PROFILE_MESSAGES, type Profile } from '@gym/contracts/profile';
import { closeBanner, useBanner } from '../../../lib/banner-store';
import { queryClient } from '../../../lib/query-client';
import { ProfileForm } from './profile-form';

const DEMO_PROFILE: Profile = {
  sfId: '6f1c1f8e-0000-4000-8000-000000000001',
  idCA: '100001',
  email: 'member@example.com',
  firstName: 'Alex',
  lastName: 'Rivera',
  gender: null,
  birthday: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  scanCode: 'BFC-100001',
  memberStatus: 'active',
  favoriteLocation: '101',
  favoriteLocationName: 'Marin',
  vaccineStatus: 'Not yet uploaded',
};

const FULL_PROFILE: Profile = {
  ...DEMO_PROFILE,
  gender: 'Other',
  birthday: '04/15/1988',
  phone: '415-555-0101',
  address: '2 Mission Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  emergencyContactName: 'Robin Rivera',
  emergencyContactPhone: '415-555-0102',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** PUT /contacts/update_profile answers with `answer`; every request is kept. */
function stubApi(answer: (body: Record<string, unknown>) => Response) {
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      requests.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      return answer(body);
    }),
  );
  return requests;
}

function BannerProbe() {
  const banner = useBanner();
  return <output data-testid="banner">{banner?.message ?? ''}</output>;
}

function renderForm(profile: Profile) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <ProfileForm profile={profile} onDone={onDone} />
        <BannerProbe />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { onDone, user: userEvent.setup({ delay: null }) };
}

/** The text of the element that describes a control (MUI's helper text), exactly, leading spaces included. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

afterEach(() => {
  cleanup();
  closeBanner();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('ProfileForm', { timeout: 30_000 }, () => {
  it('shows the personal-info message under every detail not given yet, and sends nothing', async () => {
    const requests = stubApi(() => json({}, 500));
    const { user, onDone } = renderForm(DEMO_PROFILE);
    expect(screen.getByText('member@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const [label, message] of [
      ['Gender', PERSONAL_INFO_MESSAGES.genderRequired],
      ['Birthday', PERSONAL_INFO_MESSAGES.birthdayRequired],
      ['Phone Number', PERSONAL_INFO_MESSAGES.phoneRequired],
      ['Address', PERSONAL_INFO_MESSAGES.addressRequired],
      ['City', PERSONAL_INFO_MESSAGES.cityRequired],
      ['Zip Code', PERSONAL_INFO_MESSAGES.zipRequired],
      ['Emergency Contact Full Name', PERSONAL_INFO_MESSAGES.contactNameRequired],
      ['Emergency Contact Phone Number', PERSONAL_INFO_MESSAGES.contactPhoneRequired],
    ] as const) {
      await waitFor(() => expect(descriptionOf(screen.getByLabelText(label))).toBe(message));
    }
    expect(screen.getByText(PERSONAL_INFO_MESSAGES.stateRequired)).toBeInTheDocument();
    // Given details carry no message (MUI keeps an empty line there).
    expect(descriptionOf(screen.getByLabelText('First Name'))).not.toMatch(/\w/);
    expect(requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('marks wrong values with the messages verbatim when a field loses focus', async () => {
    stubApi(() => json({}, 500));
    const { user } = renderForm(FULL_PROFILE);
    await replace(user, 'Zip Code', '941');
    await replace(user, 'City', '123');
    await replace(user, 'Phone Number', '0155550100');
    await replace(user, 'First Name', '');
    await user.tab();
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Zip Code'))).toBe(PERSONAL_INFO_MESSAGES.zipInvalid),
    );
    expect(descriptionOf(screen.getByLabelText('City'))).toBe(PERSONAL_INFO_MESSAGES.cityInvalid);
    expect(descriptionOf(screen.getByLabelText('Phone Number'))).toBe(PERSONAL_INFO_MESSAGES.phoneLeadingZero);
    expect(descriptionOf(screen.getByLabelText('First Name'))).toBe(PERSONAL_INFO_MESSAGES.firstNameRequired);
  });

  it('refuses a birthday under 18 on the field itself', async () => {
    const requests = stubApi(() => json({}, 500));
    const { user } = renderForm(FULL_PROFILE);
    await replace(user, 'Birthday', `0101${new Date().getFullYear() - 10}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Birthday'))).toBe(PERSONAL_INFO_MESSAGES.under18));
    expect(requests).toEqual([]);
  });

  it("says 'Sorry, could not update your details, please try again in a minute or two' when the save fails", async () => {
    stubApi(() => json({ success: false, status: 500, code: 'INTERNAL', message: 'Something went wrong' }, 500));
    const { user, onDone } = renderForm(FULL_PROFILE);
    await replace(user, 'City', 'Oakland');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('banner')).toHaveTextContent(PROFILE_MESSAGES.updateError));
    expect(screen.getByLabelText('City')).toHaveValue('Oakland');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the details (not the e-mail) with PUT /contacts/update_profile and closes on success', async () => {
    const requests = stubApi((body) => json({ success: true, data: { ...FULL_PROFILE, ...body } }));
    const { user, onDone } = renderForm(FULL_PROFILE);
    await replace(user, 'City', 'Oakland');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/contacts/update_profile' });
    expect(requests[0]!.body).toEqual({
      firstName: 'Alex',
      lastName: 'Rivera',
      gender: 'Other',
      birthday: '04/15/1988',
      phone: '415-555-0101',
      address: '2 Mission Street',
      city: 'Oakland',
      state: 'CA',
      zipCode: '94105',
      emergencyContactName: 'Robin Rivera',
      emergencyContactPhone: '415-555-0102',
    });
    expect(screen.getByTestId('banner').textContent).toBe('');
  });
});
