import { describe, expect, it } from 'vitest';
import { isMonthlyPlan, isPremierPlan, planInfoAnswerSchema, sortPlansByPrice } from './plans';

describe('plan kinds', () => {
  it('counts a plan as monthly when its name contains "month" in any case', () => {
    expect(isMonthlyPlan({ name: 'Oakland Month to Month' })).toBe(true);
    expect(isMonthlyPlan({ name: 'Oakland Premier Month to Month' })).toBe(true);
    expect(isMonthlyPlan({ name: 'monthly basic' })).toBe(true);
    expect(isMonthlyPlan({ name: 'Oakland 10-Day Pass' })).toBe(false);
    expect(isMonthlyPlan({ name: 'Annual' })).toBe(false);
  });

  it('counts a plan as premier when its name contains "premier" in any case', () => {
    expect(isPremierPlan({ name: 'Oakland Premier Month to Month' })).toBe(true);
    expect(isPremierPlan({ name: 'PREMIER pass' })).toBe(true);
    expect(isPremierPlan({ name: 'Oakland Month to Month' })).toBe(false);
  });
});

describe('sortPlansByPrice', () => {
  const plans = [
    { id: 'b', price: 108.99 },
    { id: 'a', price: 49 },
    { id: 'c', price: 68.99 },
    { id: 'd', price: 49 },
    { id: 'e', price: 0 },
  ];

  it('puts the lowest price first and keeps the order of equal prices', () => {
    expect(sortPlansByPrice(plans).map((plan) => plan.id)).toEqual(['e', 'a', 'd', 'c', 'b']);
  });

  it('does not change its input', () => {
    const before = plans.map((plan) => plan.id);
    const sorted = sortPlansByPrice(plans);
    expect(sorted).not.toBe(plans);
    expect(plans.map((plan) => plan.id)).toEqual(before);
  });

  it('returns an empty list for an empty list', () => {
    expect(sortPlansByPrice([])).toEqual([]);
  });
});

describe('planInfoAnswerSchema', () => {
  it('needs data.planData, data.clubId and data.features', () => {
    const ok = { success: true, data: { planData: [], clubId: '106', features: ['Cardio deck'] } };
    expect(planInfoAnswerSchema.parse(ok)).toEqual(ok);
    expect(planInfoAnswerSchema.safeParse({ success: true, data: { planData: [] } }).success).toBe(false);
  });
});
