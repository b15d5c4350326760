import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { ACCESS_TOKEN_COOKIE } from '@gym/contracts/constants';
import type { PaymentDetails } from '@gym/contracts/join';
import { STEP, type StepIndex } from '@gym/contracts/messages';
import { WizardProvider, useWizard } from '../wizard/wizard-context';
import type { WizardState } from '../wizard/wizard-state';
import { SummaryBar, SummaryPanel } from './join-summary';
import { useJoinSummary } from './use-join-summary';

const PREVIEW_PATH = '/api/ols/plan-preview';

const details: PaymentDetails = {
  itemName: 'Marin Monthly Membership',
  starting: '2026-11-24',
  ending: null,
  enrollmentFee: '$88.99',
  membershipFee: '$11.06',
  lastMonthFee: '$88.99',
  totalDue: '$100.05',
  isPass: false,
};

const chosen: Partial<WizardState> = {
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
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's plan preview; any other call is a 404 the test would see in `bodies`. */
function stubPreview({ fails = false } = {}) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      bodies.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) });
      if (url.pathname !== PREVIEW_PATH || fails)
        return json({ success: false, status: 400, code: 'BAD_REQUEST', message: 'No' }, 400);
      return json({ success: true, data: details });
    }),
  );
  return bodies;
}

function Summary({ kind }: { kind: 'panel' | 'bar' }) {
  const { state } = useWizard();
  const summary = useJoinSummary(state, state.step);
  if (!summary) return <p>No summary</p>;
  return kind === 'panel' ? <SummaryPanel summary={summary} /> : <SummaryBar summary={summary} />;
}

function renderSummary(saved: Partial<WizardState>, kind: 'panel' | 'bar' = 'panel') {
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(saved));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/marin']}>
          <WizardProvider>
            <Summary kind={kind} />
          </WizardProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const row = (region: HTMLElement, label: string) => within(region).getByText(label).parentElement?.textContent;

beforeEach(() => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  document.cookie = `${ACCESS_TOKEN_COOKIE}=header.${payload}.signature; path=/`;
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the join summary', () => {
  it("shows the club, the plan and the server's monthly price and due today once a plan is chosen", async () => {
    const calls = stubPreview();
    renderSummary({ ...chosen, step: STEP.email });
    const panel = screen.getByRole('complementary', { name: 'Your membership' });
    expect(await within(panel).findByText('$100.05')).toBeTruthy();
    expect(row(panel, 'Club')).toBe('ClubMarin');
    expect(row(panel, 'Plan')).toBe('PlanMarin Month to Month');
    expect(row(panel, 'Monthly price')).toBe('Monthly price$88.99');
    expect(row(panel, 'Prorated 1st month dues')).toBe('Prorated 1st month dues$11.06');
    expect(row(panel, 'Last month dues')).toBe('Last month dues$88.99');
    expect(row(panel, 'Due today')).toBe('Due today$100.05');
    // The amounts come from the server's quote for this plan at this club, not from the client.
    expect(calls).toEqual([{ path: PREVIEW_PATH, body: { homeClubId: 101, membershipId: 'marin-monthly' } }]);
  });

  it.each<[string, Partial<WizardState>, StepIndex]>([
    ['before a plan is chosen', { club: chosen.club }, STEP.membership],
    ['on the location step', chosen, STEP.location],
    ["on 'Congratulation!'", chosen, STEP.congratulation],
  ])('is not shown %s', (_label, saved, step) => {
    const calls = stubPreview();
    renderSummary({ ...saved, step });
    expect(screen.getByText('No summary')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says in place when the total cannot be worked out, and tries again on request', async () => {
    stubPreview({ fails: true });
    const user = renderSummary({ ...chosen, step: STEP.personalInfo });
    expect((await screen.findByRole('alert')).textContent).toContain("We could not work out today's total.");
    stubPreview();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$100.05')).toBeTruthy();
  });

  it('on phones is a compact bar with what is due today that opens to the details', async () => {
    stubPreview();
    const user = renderSummary({ ...chosen, step: STEP.photo }, 'bar');
    const bar = screen.getByRole('complementary', { name: /Your membership/ });
    const toggle = within(bar).getByRole('button', { expanded: false });
    expect(await within(toggle).findByText('Due today $100.05')).toBeTruthy();
    expect(toggle.textContent).toContain('Marin Month to Month');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details && row(details, 'Monthly price')).toBe('Monthly price$88.99');
    expect(details && row(details, 'Club')).toBe('ClubMarin');
  });
});
