import { describe, expect, it } from 'vitest';
import type { Club } from '@gym/contracts/clubs';
import { STEP } from '@gym/contracts/messages';
import type { Plan } from '@gym/contracts/plans';
import { type PlanInfo, type WizardState, initialWizardState, wizardReducer } from './wizard-state';

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
  id: 'marin-monthly',
  name: 'Marin Month to Month',
  itemName: 'Marin Monthly Membership',
  price: 88.99,
  description: '',
  locationIds: ['101'],
};
const planInfo: PlanInfo = { planData: [plan], clubId: '101', features: ['Pool'] };
const existence = { status: 404 as const, data: null, eligible: true };

function atPhotoStep(): WizardState {
  let state = wizardReducer(initialWizardState, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
  state = wizardReducer(state, { type: 'stepCompleted', step: STEP.membership, changes: { plan } });
  state = wizardReducer(state, { type: 'stepCompleted', step: STEP.email, changes: { email: 'a@b.co', existence } });
  return wizardReducer(state, { type: 'stepCompleted', step: STEP.personalInfo });
}

describe('wizardReducer', () => {
  it('starts a loaded club at the membership step and remembers its plans', () => {
    const state = wizardReducer(initialWizardState, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    expect(state.step).toBe(STEP.membership);
    expect(state.club?.displayName).toBe('Marin');
    expect(state.planInfo).toEqual(planInfo);
  });

  it('advances in the specification order and records what each step gives', () => {
    const state = atPhotoStep();
    expect(state.step).toBe(STEP.photo);
    expect(state.plan).toEqual(plan);
    expect(state.email).toBe('a@b.co');
    expect(state.existence).toEqual(existence);
  });

  it('keeps progress when the same club loads again; another club needs a new plan', () => {
    const state = atPhotoStep();
    const again = wizardReducer(state, { type: 'clubLoaded', club: club('101', 'Marin'), planInfo });
    expect(again.step).toBe(STEP.photo);
    expect(again.plan).toEqual(plan);
    const other = wizardReducer(state, { type: 'clubLoaded', club: club('106', 'Oakland'), planInfo });
    expect(other.step).toBe(STEP.membership);
    expect(other.plan).toBeNull();
    expect(other.email).toBe('a@b.co');
  });

  it('going back to the location clears the club, the plans and the e-mail lookup, not the e-mail', () => {
    const state = wizardReducer(atPhotoStep(), { type: 'wentBack', to: STEP.location });
    expect(state).toMatchObject({ step: STEP.location, club: null, planInfo: null, plan: null, existence: null });
    expect(state.email).toBe('a@b.co');
  });

  it('going back to membership or to the personal-info section clears the e-mail lookup only', () => {
    for (const to of [STEP.membership, STEP.email]) {
      const state = wizardReducer(atPhotoStep(), { type: 'wentBack', to });
      expect(state.step).toBe(to);
      expect(state.existence).toBeNull();
      expect(state.club?.displayName).toBe('Marin');
    }
    const toPersonalInfo = wizardReducer(atPhotoStep(), { type: 'wentBack', to: STEP.personalInfo });
    expect(toPersonalInfo.existence).toEqual(existence);
  });

  it('ignores a "back" to the current or a later step', () => {
    const state = atPhotoStep();
    expect(wizardReducer(state, { type: 'wentBack', to: STEP.photo })).toBe(state);
    expect(wizardReducer(state, { type: 'wentBack', to: STEP.confirm })).toBe(state);
  });

  it('in edit mode, completing the marked step returns to confirm; earlier steps advance as usual', () => {
    const atConfirm: WizardState = { ...atPhotoStep(), step: STEP.confirm };
    let state = wizardReducer(atConfirm, { type: 'editRequested', jumpTo: STEP.email, returnAfter: STEP.personalInfo });
    expect(state.step).toBe(STEP.email);
    state = wizardReducer(state, { type: 'stepCompleted', step: STEP.email, changes: { existence } });
    expect(state.step).toBe(STEP.personalInfo);
    state = wizardReducer(state, { type: 'stepCompleted', step: STEP.personalInfo });
    expect(state.step).toBe(STEP.confirm);
    expect(state.editOnNext).toBeNull();
  });
});
