import type { ComponentType } from 'react';
import type { UserRole } from '@gym/contracts/auth';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import { MessagesUnreadBadge } from '../../features/messages/components/messages-nav-badge';
import type { AppTextId } from '../i18n';

export interface MemberNavItem {
  /** The link's words, in the shell's catalog (app/i18n). */
  labelId: AppTextId;
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
  { labelId: 'app.nav.home', to: '/' },
  { labelId: 'app.nav.membership', to: '/membership', roles: MEMBERS },
  { labelId: 'app.nav.profile', to: '/profile' },
  { labelId: 'app.nav.billing', to: '/billing' },
  { labelId: 'app.nav.history', to: '/history' },
  { labelId: 'app.nav.messages', to: '/messages', Badge: MessagesUnreadBadge },
  { labelId: 'app.nav.changePassword', to: '/change_password' },
  { labelId: 'app.nav.dashboard', to: '/staff/dashboard', roles: ['manager', 'director'] },
  { labelId: 'app.nav.frontDesk', to: '/staff/check-in', roles: STAFF },
  { labelId: 'app.nav.members', to: '/staff/members', roles: STAFF },
  { labelId: 'app.nav.vaccineRecords', to: '/staff/vaccines', roles: STAFF },
  { labelId: 'app.nav.referralLinks', to: '/staff/referral-links', roles: ['manager', 'director'] },
  { labelId: 'app.nav.followUps', to: '/staff/follow-ups', roles: ['manager', 'director'] },
  { labelId: 'app.nav.plansAndPrices', to: '/staff/plans', roles: ['director'] },
  { labelId: 'app.nav.staffAccounts', to: '/staff/accounts', roles: ['director'] },
  { labelId: 'app.nav.auditLog', to: '/staff/audit', roles: ['director'] },
];

export function navItemsFor(role: UserRole): MemberNavItem[] {
  return MEMBER_NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
}
