import { createBrowserRouter } from 'react-router';
import { isClubSlug } from '@gym/contracts/constants';
import { MESSAGES } from '@gym/contracts/messages';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { AppLayout } from './shell/app-layout';
import type { RouteHandle } from './shell/route-title';
import { ExpiredPage } from './shell/expired-page';
import { RequireMember } from './require-member';

const title = (text: RouteHandle['title']): RouteHandle => ({ title: text });

/**
 * The route table. Pages are code-split: each lazy route is its own chunk. Each page names itself in `handle`
 * (the tab's title, shell/route-title.ts).
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: 'expired.html', handle: title('Session expired'), element: <ExpiredPage /> },
      { path: 'locations', handle: title('Clubs'), lazy: () => import('../features/clubs/components/locations-page') },
      // Vaccine upload: a signed-in member or a visitor who names the member (docs/decisions/0012).
      {
        path: 'vaccine-status',
        handle: title('Vaccine record'),
        lazy: () => import('../features/vaccine/components/vaccine-upload-page'),
      },
      {
        path: 'verify-status',
        handle: title('Vaccine status'),
        lazy: () => import('../features/vaccine/components/verify-status-page'),
      },
      // Sign-in and password pages (open to visitors).
      {
        path: 'reset_password',
        handle: title('Reset password'),
        lazy: () => import('../features/passwords/components/reset-password-page'),
      },
      {
        path: 'request_success',
        handle: title('Check your e-mail'),
        lazy: () => import('../features/passwords/components/request-success-page'),
      },
      {
        path: 'new_password',
        handle: title('New password'),
        lazy: () => import('../features/passwords/components/new-password-page'),
      },
      {
        path: 'create_success',
        handle: title('Password set'),
        lazy: () => import('../features/passwords/components/create-success-page'),
      },
      { path: 'login', handle: title('Log in'), lazy: () => import('../features/auth/components/login-page') },
      {
        element: <RequireMember />,
        children: [
          // Member area routes (signed-in accounts of any role).
          {
            path: 'profile',
            handle: title('Profile'),
            lazy: () => import('../features/profile/components/profile-page'),
          },
          {
            path: 'change_password',
            handle: title('Change password'),
            lazy: () => import('../features/passwords/components/change-password-page'),
          },
          {
            path: 'billing',
            handle: title('Billing'),
            lazy: () => import('../features/billing/components/billing-page'),
          },
          {
            path: 'membership',
            handle: title('Membership'),
            lazy: () => import('../features/membership/components/membership-page'),
          },
          {
            path: 'history',
            handle: title('Visit history'),
            lazy: () => import('../features/history/components/history-page'),
          },
          {
            path: 'messages',
            handle: title('Messages'),
            lazy: () => import('../features/messages/components/messages-page'),
          },
        ],
      },
      {
        element: <RequireMember roles={CONSOLE_ROLES} />,
        children: [
          // Staff routes (front desk and vaccine review), for the roles whose clubs the server checks.
          {
            path: 'staff/vaccines',
            handle: title('Vaccine review'),
            lazy: () => import('../features/vaccine-review/components/vaccine-review-page'),
          },
          {
            path: 'staff/members',
            handle: title('Members'),
            lazy: () => import('../features/staff-members/components/member-search-page'),
          },
          {
            path: 'staff/members/:memberId',
            handle: title('Member'),
            lazy: () => import('../features/staff-member/components/member-page'),
          },
          {
            path: 'staff/check-in',
            handle: title('Check-in'),
            lazy: () => import('../features/staff-check-in/components/staff-check-in-page'),
          },
        ],
      },
      {
        element: <RequireMember roles={['manager', 'director']} />,
        children: [
          {
            path: 'staff/dashboard',
            handle: title('Dashboard'),
            lazy: () => import('../features/staff-dashboard/components/staff-dashboard-page'),
          },
          {
            path: 'staff/referral-links',
            handle: title('Referral links'),
            lazy: () => import('../features/staff-referral-links/components/referral-links-page'),
          },
          {
            path: 'staff/follow-ups',
            handle: title('Follow-ups'),
            lazy: () => import('../features/staff-follow-ups/components/follow-ups-page'),
          },
        ],
      },
      {
        element: <RequireMember roles={['director']} />,
        children: [
          {
            path: 'staff/plans',
            handle: title('Plans and prices'),
            lazy: () => import('../features/staff-plans/components/plans-page'),
          },
          {
            path: 'staff/accounts',
            handle: title('Staff accounts'),
            lazy: () => import('../features/staff-accounts/components/staff-accounts-page'),
          },
          {
            path: 'staff/audit',
            handle: title('Audit log'),
            lazy: () => import('../features/staff-audit/components/audit-log-page'),
          },
        ],
      },
      {
        lazy: () => import('../features/signup/wizard/wizard-layout'),
        children: [
          // '/' picks by session: the wizard for a visitor, the member home for a signed-in account.
          {
            index: true,
            handle: { title: { visitor: 'Join', signedIn: 'Home' } } satisfies RouteHandle,
            lazy: () => import('./home-route'),
          },
          // The location routes exist only for the eight club paths; the pages show 'Page not found' for others.
          {
            path: ':location',
            handle: title((params) => (isClubSlug(params.location ?? '') ? 'Join' : MESSAGES.pageNotFound)),
            lazy: () => import('../features/signup/wizard/wizard-page'),
          },
          {
            path: ':location/payment-confirmation',
            handle: title((params) => (isClubSlug(params.location ?? '') ? 'Welcome' : MESSAGES.pageNotFound)),
            lazy: () => import('../features/signup/confirmation/confirmation-page'),
          },
        ],
      },
      { path: '*', handle: title('Page not found'), element: <NotFoundPage /> },
    ],
  },
]);
