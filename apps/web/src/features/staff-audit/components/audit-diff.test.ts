import { expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@gym/contracts/staff';
import { auditActionLabel } from '@gym/contracts/staff-audit';
import { auditChanges, changesText } from './audit-diff';

it('gives every action a readable label, and makes one from the name of an action it does not know', () => {
  expect(auditActionLabel('staff-account.created')).toBe('Staff account created');
  expect(auditActionLabel('member.fee-waived')).toBe('Member fee waived');
  expect(auditActionLabel('plan.price-scheduled')).toBe('Plan price change scheduled');
  expect(auditActionLabel('guest-pass.voided')).toBe('Guest pass voided');
  for (const action of AUDIT_ACTIONS) expect(auditActionLabel(action)).toMatch(/^[A-Z][a-z -]+[a-z]$/);
});

it('shows what changed between before and after, field by field, leaving out what stayed the same', () => {
  const changes = auditChanges(
    { role: 'staff', clubIds: ['106'], active: true },
    { role: 'manager', clubIds: ['106', '104'], active: true },
  );
  expect(changes).toEqual([
    { field: 'Role', before: 'staff', after: 'manager' },
    { field: 'Club ids', before: '106', after: '106, 104' },
  ]);
  expect(changesText(changes)).toBe('Role: staff → manager; Club ids: 106 → 106, 104');
  expect(auditChanges(null, { amountCents: 1500 })).toEqual([{ field: 'Amount cents', before: '', after: '1500' }]);
  expect(auditChanges(null, null)).toEqual([]);
});
