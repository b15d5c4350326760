import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { STEP, type StepIndex } from '@gym/contracts/messages';
import { useStepHistory } from './use-step-history';
import { useWizardNavigation } from './use-wizard-navigation';
import { WizardProvider, useWizard } from './wizard-context';

/** The wizard's moves as buttons: a step's Next, its own Back, an Edit-like jump, and the browser's Back and Forward. */
function Harness() {
  const { state, dispatch } = useWizard();
  const { goBack } = useWizardNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  useStepHistory(location.pathname !== '/');
  return (
    <>
      <output data-testid="step">{state.step}</output>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="entry">{JSON.stringify(location.state)}</output>
      <button onClick={() => dispatch({ type: 'stepCompleted', step: state.step })}>Next</button>
      <button onClick={() => goBack((state.step - 1) as StepIndex)}>Back</button>
      <button onClick={() => dispatch({ type: 'wentBack', to: STEP.email })}>Jump to email</button>
      <button onClick={() => dispatch({ type: 'reset' })}>Join completed</button>
      <button onClick={() => void navigate(-1)}>Browser back</button>
      <button onClick={() => void navigate(1)}>Browser forward</button>
    </>
  );
}

/** A visitor who chose a club on / and has its plans in front of them at /marin. */
function renderWizard() {
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: STEP.membership }));
  render(
    <MemoryRouter initialEntries={['/', '/marin']} initialIndex={1}>
      <WizardProvider>
        <Harness />
      </WizardProvider>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const step = () => Number(screen.getByTestId('step').textContent);
const path = () => screen.getByTestId('path').textContent;
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  act(() => user.click(screen.getByRole('button', { name })));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("the wizard's steps in the browser's history", () => {
  it("goes back one step at a time with the browser's Back, on the club's path, then to the club list", async () => {
    const user = renderWizard();
    await press(user, 'Next');
    await press(user, 'Next');
    expect(step()).toBe(STEP.personalInfo);

    await press(user, 'Browser back');
    expect(step()).toBe(STEP.email);
    expect(path()).toBe('/marin');
    await press(user, 'Browser back');
    expect(step()).toBe(STEP.membership);
    expect(path()).toBe('/marin');
    await press(user, 'Browser back');
    expect(path()).toBe('/');
  });

  it("keeps the page's Back and the browser's history in step: Forward cannot skip a step", async () => {
    const user = renderWizard();
    await press(user, 'Next');
    await press(user, 'Next');
    await press(user, 'Back');
    expect(step()).toBe(STEP.email);

    await press(user, 'Browser forward');
    expect(step()).toBe(STEP.email);
    await press(user, 'Browser back');
    expect(step()).toBe(STEP.membership);
    expect(path()).toBe('/marin');
  });

  it('after a jump back, moving on again and then Back returns to the step jumped to', async () => {
    const user = renderWizard();
    for (let i = 0; i < 4; i += 1) await press(user, 'Next');
    expect(step()).toBe(STEP.paymentMethod);
    await press(user, 'Jump to email');
    expect(step()).toBe(STEP.email);

    await press(user, 'Next');
    expect(step()).toBe(STEP.personalInfo);
    await press(user, 'Browser back');
    expect(step()).toBe(STEP.email);
  });

  it('writes no entry while the wizard leaves the club path: a completed join stays on its confirmation', async () => {
    const user = renderWizard();
    await press(user, 'Next');
    // The join completing resets the wizard while the router still shows /marin (the confirmation page is loading).
    await press(user, 'Join completed');
    expect(step()).toBe(STEP.location);
    expect(path()).toBe('/marin');
    // The entry is left as it was: replacing it then would replace the confirmation page's entry.
    expect(JSON.parse(screen.getByTestId('entry').textContent ?? 'null')).toEqual({
      wizardStep: STEP.email,
      previous: STEP.membership,
    });
  });

  it('writes no entry while the router has moved on to another page that is not shown yet', async () => {
    const user = renderWizard();
    await press(user, 'Next');
    await press(user, 'Next');
    // The browser's entry is the confirmation page's (a completed join) while the wizard is still shown.
    window.history.replaceState({ usr: null, key: 'confirmation', idx: 9 }, '');
    try {
      await press(user, 'Jump to email');
      expect(step()).toBe(STEP.email);
      expect(JSON.parse(screen.getByTestId('entry').textContent ?? 'null')).toEqual({
        wizardStep: STEP.personalInfo,
        previous: STEP.email,
      });
    } finally {
      window.history.replaceState(null, '');
    }
  });
});
