import type { ComponentType } from 'react';
import type { UserRole } from '@gym/contracts/auth';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import { MessagesUnreadBadge } from '../../features/messages/components/messages-nav-badge';

export interface MemberNavItem {
  label: string;
  to: string;
  /** Only these roles see the item; every signed-in account when absent. */
  roles?: readonly UserRole[];
  /** Shown after the label, e.g. an unread count for Messages: a component, so it may use its own hooks. */
  Badge?: ComponentType;
}

const STAFF: readonly UserRole[] = CONSOLE_ROLES;
/** Only members have a membership: the trainer, director and staff accounts are not offered one. */
const MEMBERS: readonly UserRole[] = ['member'];

/** The member area's navigation, in order. Pages link by path; the route table decides what each one is. */
export const MEMBER_NAV_ITEMS: readonly MemberNavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Membership', to: '/membership', roles: MEMBERS },
  { label: 'Profile', to: '/profile' },
  { label: 'Billing', to: '/billing' },
  { label: 'History', to: '/history' },
  { label: 'Messages', to: '/messages', Badge: MessagesUnreadBadge },
  { label: 'Change password', to: '/change_password' },
  { label: 'Dashboard', to: '/staff/dashboard', roles: ['manager', 'director'] },
  { label: 'Front desk', to: '/staff/check-in', roles: STAFF },
  { label: 'Members', to: '/staff/members', roles: STAFF },
  { label: 'Vaccine records', to: '/staff/vaccines', roles: STAFF },
  { label: 'Referral links', to: '/staff/referral-links', roles: ['manager', 'director'] },
  { label: 'Follow-ups', to: '/staff/follow-ups', roles: ['manager', 'director'] },
  { label: 'Plans and prices', to: '/staff/plans', roles: ['director'] },
  { label: 'Staff accounts', to: '/staff/accounts', roles: ['director'] },
  { label: 'Audit log', to: '/staff/audit', roles: ['director'] },
];

export function navItemsFor(role: UserRole): MemberNavItem[] {
  return MEMBER_NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
}
