import { describe, expect, it } from 'vitest';
import type { Club } from '@gym/contracts/clubs';
import { STEP } from '@gym/contracts/messages';
import type { Plan } from '@gym/contracts/plans';
import { type PlanInfo, initialWizardState, wizardReducer } from './wizard-state';

const club = (id: string, displayName: string): Club => ({
  clubautomationclubidC: id,
  name: `Bay Fit ${displayName}`,
  displayName,
  streetC: '1 Main Street',
  cityC: 'San Francisco',
  miles: null,
  totalCapacity: 100,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
});
const plan: Plan = {
  id: 'p1',
  name: 'Marin Month to Month',
  itemName: 'Marin',
  price: 88.99,
  description: '',
  locationIds: ['101'],
};
const planInfo: PlanInfo = { planData: [plan], clubId: '101', features: ['Pool'] };

describe('wizardReducer', () => {
  it('starts a loaded club at the membership step and remembers its plans', () => {
    const state = wizardReducer(initialWizardState, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    expect(state.step).toBe(STEP.membership);
    expect(state.furthestStep).toBe(STEP.membership);
    expect(state.club?.displayName).toBe('Marin');
    expect(state.planInfo).toEqual(planInfo);
  });

  it('moves to the e-mail step when a plan is selected', () => {
    const loaded = wizardReducer(initialWizardState, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    const state = wizardReducer(loaded, { type: 'planSelected', plan });
    expect(state.step).toBe(STEP.email);
    expect(state.plan).toEqual(plan);
    expect(state.furthestStep).toBe(STEP.email);
  });

  it('keeps progress when the same club loads again, but starts over for another club', () => {
    const loaded = wizardReducer(initialWizardState, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    const atEmail = wizardReducer(loaded, { type: 'planSelected', plan });
    const again = wizardReducer(atEmail, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    expect(again.step).toBe(STEP.email);
    expect(again.plan).toEqual(plan);
    const other = wizardReducer(atEmail, { type: 'clubLoaded', club: club('106', 'Oakland'), planInfo });
    expect(other.step).toBe(STEP.membership);
    expect(other.plan).toBeNull();
  });

  it('going back to the location clears the club and the stored plans', () => {
    const loaded = wizardReducer(initialWizardState, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    const state = wizardReducer(wizardReducer(loaded, { type: 'planSelected', plan }), {
      type: 'wentBack',
      to: STEP.location,
    });
    expect(state).toEqual(initialWizardState);
  });

  it('going back to membership keeps the club and ignores a "back" to a later step', () => {
    const loaded = wizardReducer(initialWizardState, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    const atEmail = wizardReducer(loaded, { type: 'planSelected', plan });
    const back = wizardReducer(atEmail, { type: 'wentBack', to: STEP.membership });
    expect(back.step).toBe(STEP.membership);
    expect(back.club?.displayName).toBe('Marin');
    expect(wizardReducer(back, { type: 'wentBack', to: STEP.email })).toBe(back);
  });
});
