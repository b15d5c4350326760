import { describe, expect, it } from 'vitest';
import type { FrameCard } from '@gym/contracts/billing';
import type { Club } from '@gym/contracts/clubs';
import type { PaymentDetails } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import type { Plan } from '@gym/contracts/plans';
import {
  type PlanInfo,
  type WizardState,
  initialWizardState,
  keptForTab,
  resumedAfterReload,
  wizardReducer,
} from './wizard-state';

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
const card = (last4: string): FrameCard => ({
  cc_number: `************${last4}`,
  expiration_year: '2030',
  expiration_month: '12',
  cardConnect_expiry: '1230',
  cc_merchant_unique_id: `tok_sandbox_${last4}00000000`,
  expiration_date: '12/30',
  i4go_cardtype: 'visa',
  billingName: 'Pat Doe',
});
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

  it('starts with no card, no signature and no payment preview', () => {
    expect(initialWizardState).toMatchObject({ card: null, signature: null, paymentDetails: null });
  });

  it('records the card on the payment step, then the signature and the preview on the terms step', () => {
    let state = wizardReducer(atPhotoStep(), { type: 'stepCompleted', step: STEP.photo, changes: { photo: 'data:x' } });
    expect(state.step).toBe(STEP.paymentMethod);
    state = wizardReducer(state, { type: 'stepCompleted', step: STEP.paymentMethod, changes: { card: card('4242') } });
    expect(state.step).toBe(STEP.terms);
    expect(state.card).toEqual(card('4242'));
    const signature = 'data:image/png;base64,AAAA';
    state = wizardReducer(state, { type: 'stepCompleted', step: STEP.terms, changes: { signature, paymentDetails } });
    expect(state).toMatchObject({ step: STEP.confirm, card: card('4242'), signature, paymentDetails });
  });

  it('going back from the terms to the card step keeps the card, so that it shows as the primary card', () => {
    const atTerms: WizardState = { ...atPhotoStep(), step: STEP.terms, card: card('4242') };
    const state = wizardReducer(atTerms, { type: 'wentBack', to: STEP.paymentMethod });
    expect(state.step).toBe(STEP.paymentMethod);
    expect(state.card).toEqual(card('4242'));
  });

  it('editing the card from confirm (step 8) returns to confirm with the new card, the rest untouched', () => {
    const signature = 'data:image/png;base64,AAAA';
    const atConfirm: WizardState = {
      ...atPhotoStep(),
      step: STEP.confirm,
      card: card('4242'),
      signature,
      paymentDetails,
    };
    let state = wizardReducer(atConfirm, {
      type: 'editRequested',
      jumpTo: STEP.editPaymentMethod,
      returnAfter: STEP.editPaymentMethod,
    });
    expect(state.step).toBe(STEP.editPaymentMethod);
    state = wizardReducer(state, {
      type: 'stepCompleted',
      step: STEP.editPaymentMethod,
      changes: { card: card('4444') },
    });
    expect(state).toMatchObject({ step: STEP.confirm, card: card('4444'), signature, paymentDetails });
  });
});

describe('what a reload keeps', () => {
  const atConfirm: WizardState = {
    ...initialWizardState,
    step: STEP.confirm,
    club: club('101', 'Marin'),
    plan,
    email: 'ada@example.com',
    photo: 'data:image/jpeg;base64,AAAA',
    card: card('4242'),
    signature: 'data:image/png;base64,BBBB',
  };

  it('keeps everything but the photo and the card token for the tab', () => {
    const kept = keptForTab(atConfirm);
    expect(kept).not.toHaveProperty('photo');
    expect(kept).not.toHaveProperty('card');
    expect(kept).toMatchObject({ step: STEP.confirm, email: 'ada@example.com', plan });
  });

  it('resumes at the photo step when a later step needs the photo it no longer has', () => {
    const resumed = resumedAfterReload(JSON.parse(JSON.stringify(keptForTab(atConfirm))) as Partial<WizardState>);
    expect(resumed.step).toBe(STEP.photo);
    expect(resumed.email).toBe('ada@example.com');
  });

  it('resumes at the card step when the photo is there but the card is not', () => {
    const { card: _card, ...withPhoto } = atConfirm;
    expect(resumedAfterReload(withPhoto).step).toBe(STEP.paymentMethod);
  });

  it('resumes where it was before the photo step', () => {
    expect(resumedAfterReload({ step: STEP.personalInfo }).step).toBe(STEP.personalInfo);
  });
});

describe('a sign-up resumed from a reminder link', () => {
  it('starts a new run on the loaded club with what was typed, at the step given', () => {
    const loaded = { ...initialWizardState, step: STEP.membership, trackingSession: 'old', signature: 'data:x' };
    const resumed = wizardReducer(loaded as WizardState, {
      type: 'resumed',
      resumed: {
        plan: null,
        email: 'robin@example.com',
        existence: { status: 404, data: null, eligible: true },
        personalInfo: null,
        trackingSession: 'session-1',
        step: STEP.personalInfo,
      },
    });
    expect(resumed).toMatchObject({ step: STEP.personalInfo, trackingSession: 'session-1', signature: null });
    expect(resumed.email).toBe('robin@example.com');
  });
});
