import type { ComponentType } from 'react';
import type { UserRole } from '@gym/contracts/auth';
import { MEMBER_CLASSES_PATH } from '@gym/contracts/class-bookings';
import { MY_TRAINING_PATH, TRAINER_TRAINING_PATH } from '@gym/contracts/personal-training';
import { CONSOLE_ROLES, isConsoleRole } from '@gym/contracts/staff';
import { MessagesUnreadBadge } from '../../features/messages/components/messages-nav-badge';
import type { AppTextId } from '../i18n';

/**
 * What a staff page is for, in the console's side navigation (issue 26): the day's work, the members, the
 * business, the chain's administration. Pages without a group are the person's own (home, messages, profile).
 */
export type NavGroup = 'today' | 'members' | 'business' | 'admin';

export interface MemberNavItem {
  /** The link's words, in the shell's catalog (app/i18n). */
  labelId: AppTextId;
  to: string;
  /** Only these roles see the item; every signed-in account when absent. */
  roles?: readonly UserRole[];
  /** The console's group; the person's own pages have none. */
  group?: NavGroup;
  /** Shown after the label, e.g. an unread count for Messages: a component, so it may use its own hooks. */
  Badge?: ComponentType;
  /** The account's own pages: under the header's Account menu on wide screens (the drawer lists every item). */
  account?: true;
}

const STAFF: readonly UserRole[] = CONSOLE_ROLES;
const MANAGERS: readonly UserRole[] = ['manager', 'director'];
/** Only members have a membership, pay dues and visit: no staff or trainer account is offered those pages. */
const MEMBERS: readonly UserRole[] = ['member'];

/** The member area's navigation, in order. Pages link by path; the route table decides what each one is. */
export const MEMBER_NAV_ITEMS: readonly MemberNavItem[] = [
  { labelId: 'app.nav.home', to: '/' },
  // The home club's schedule (/classes leads there); the schedule itself is public.
  { labelId: 'app.nav.classes', to: '/classes', roles: MEMBERS },
  { labelId: 'app.nav.myClasses', to: MEMBER_CLASSES_PATH, roles: MEMBERS },
  // The home club's personal trainers (/trainers leads there), and the member's packs and sessions.
  { labelId: 'app.nav.trainers', to: '/trainers', roles: MEMBERS },
  { labelId: 'app.nav.myTraining', to: MY_TRAINING_PATH, roles: MEMBERS },
  // The classes a trainer teaches, with their rosters, and their personal training.
  { labelId: 'app.nav.myClasses', to: '/trainer/classes', roles: ['trainer'] },
  { labelId: 'app.nav.personalTraining', to: TRAINER_TRAINING_PATH, roles: ['trainer'] },
  { labelId: 'app.nav.membership', to: '/membership', roles: MEMBERS },
  { labelId: 'app.nav.profile', to: '/profile', account: true },
  { labelId: 'app.nav.billing', to: '/billing', roles: MEMBERS, account: true },
  { labelId: 'app.nav.history', to: '/history', roles: MEMBERS, account: true },
  { labelId: 'app.nav.messages', to: '/messages', Badge: MessagesUnreadBadge },
  { labelId: 'app.nav.changePassword', to: '/change_password', account: true },
  { labelId: 'app.nav.dashboard', to: '/staff/dashboard', roles: MANAGERS, group: 'today' },
  { labelId: 'app.nav.frontDesk', to: '/staff/check-in', roles: STAFF, group: 'today' },
  { labelId: 'app.nav.classes', to: '/staff/classes', roles: STAFF, group: 'today' },
  // The schedule as managers make it: class types and weekly series.
  { labelId: 'app.nav.schedule', to: '/staff/schedule', roles: MANAGERS, group: 'today' },
  // The club's personal training: its trainers' week, approvals, packs and payroll.
  { labelId: 'app.nav.personalTraining', to: '/staff/training', roles: MANAGERS, group: 'today' },
  { labelId: 'app.nav.members', to: '/staff/members', roles: STAFF, group: 'members' },
  { labelId: 'app.nav.followUps', to: '/staff/follow-ups', roles: MANAGERS, group: 'members' },
  // Members' requests to delete their account (CPRA): the club's managers and the director complete them.
  { labelId: 'app.nav.privacyRequests', to: '/staff/privacy', roles: MANAGERS, group: 'members' },
  { labelId: 'app.nav.vaccineRecords', to: '/staff/vaccines', roles: STAFF, group: 'members' },
  { labelId: 'app.nav.club', to: '/staff/club', roles: MANAGERS, group: 'business' },
  { labelId: 'app.nav.plansAndPrices', to: '/staff/plans', roles: ['director'], group: 'business' },
  { labelId: 'app.nav.referralLinks', to: '/staff/referral-links', roles: MANAGERS, group: 'business' },
  { labelId: 'app.nav.staffAccounts', to: '/staff/accounts', roles: ['director'], group: 'admin' },
  { labelId: 'app.nav.auditLog', to: '/staff/audit', roles: ['director'], group: 'admin' },
];

export function navItemsFor(role: UserRole): MemberNavItem[] {
  return MEMBER_NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
}

/**
 * A member's or trainer's header on wide screens: the everyday pages in the bar, the account's own pages (profile,
 * billing, history, password) under its Account menu, so that the bar keeps to one row.
 */
export function headerNavFor(role: UserRole): { bar: MemberNavItem[]; account: MemberNavItem[] } {
  const items = navItemsFor(role);
  return { bar: items.filter((item) => !item.account), account: items.filter((item) => item.account) };
}

export interface NavSection {
  /** The section's heading; none for a member's single list. */
  headingId?: AppTextId;
  items: MemberNavItem[];
}

const GROUP_HEADINGS: Record<NavGroup, AppTextId> = {
  today: 'app.nav.group.today',
  members: 'app.nav.group.members',
  business: 'app.nav.group.business',
  admin: 'app.nav.group.admin',
};

/**
 * The navigation in sections: the console's groups in order, then the person's own pages, for a console role;
 * one list for everyone else. Sections with nothing the role may use are left out.
 */
export function navSectionsFor(role: UserRole): NavSection[] {
  const items = navItemsFor(role);
  if (!isConsoleRole(role)) return [{ items }];
  const groups = Object.keys(GROUP_HEADINGS) as NavGroup[];
  return [
    ...groups.map((group) => ({
      headingId: GROUP_HEADINGS[group],
      items: items.filter((item) => item.group === group),
    })),
    { headingId: 'app.nav.group.you' as const, items: items.filter((item) => !item.group) },
  ].filter((section) => section.items.length > 0);
}
