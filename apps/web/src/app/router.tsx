import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { AppLayout } from './shell/app-layout';
import { ExpiredPage } from './shell/expired-page';
import { RequireMember } from './require-member';

/** The route table. Pages are code-split: each lazy route is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: 'expired.html', element: <ExpiredPage /> },
      { path: 'locations', lazy: () => import('../features/clubs/components/locations-page') },
      // Vaccine upload: a signed-in member or a visitor who names the member (docs/decisions/0012).
      { path: 'vaccine-status', lazy: () => import('../features/vaccine/components/vaccine-upload-page') },
      { path: 'verify-status', lazy: () => import('../features/vaccine/components/verify-status-page') },
      // Sign-in and password pages (open to visitors).
      { path: 'reset_password', lazy: () => import('../features/passwords/components/reset-password-page') },
      { path: 'request_success', lazy: () => import('../features/passwords/components/request-success-page') },
      { path: 'new_password', lazy: () => import('../features/passwords/components/new-password-page') },
      { path: 'create_success', lazy: () => import('../features/passwords/components/create-success-page') },
      { path: 'login', lazy: () => import('../features/auth/components/login-page') },
      {
        element: <RequireMember />,
        children: [
          // Member area routes (signed-in accounts of any role).
          { path: 'profile', lazy: () => import('../features/profile/components/profile-page') },
          { path: 'change_password', lazy: () => import('../features/passwords/components/change-password-page') },
          { path: 'billing', lazy: () => import('../features/billing/components/billing-page') },
          { path: 'membership', lazy: () => import('../features/membership/components/membership-page') },
          { path: 'history', lazy: () => import('../features/history/components/history-page') },
          { path: 'messages', lazy: () => import('../features/messages/components/messages-page') },
        ],
      },
      {
        element: <RequireMember roles={['staff', 'director']} />,
        children: [
          // Staff routes (front desk and vaccine review).
          { path: 'staff/vaccines', lazy: () => import('../features/vaccine-review/components/vaccine-review-page') },
          { path: 'staff/check-in', lazy: () => import('../features/staff-check-in/components/staff-check-in-page') },
        ],
      },
      {
        lazy: () => import('../features/signup/wizard/wizard-layout'),
        children: [
          // '/' picks by session: the wizard for a visitor, the member home for a signed-in account.
          { index: true, lazy: () => import('./home-route') },
          { path: ':location', lazy: () => import('../features/signup/wizard/wizard-page') },
          {
            path: ':location/payment-confirmation',
            lazy: () => import('../features/signup/confirmation/confirmation-page'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
