import { createBrowserRouter } from 'react-router';
import { MEMBER_CLASSES_PATH } from '@gym/contracts/class-bookings';
import { isClubSlug } from '@gym/contracts/constants';
import { MESSAGES } from '@gym/contracts/messages';
import { MY_TRAINING_PATH, TRAINER_TRAINING_PATH } from '@gym/contracts/personal-training';
import { CONSOLE_ROLES } from '@gym/contracts/staff';
import { sharedText, translate } from '../lib/i18n/catalog';
import { NotFoundPage } from '../components/not-found-page';
import { classScheduleRouteTitle } from '../features/class-schedule/class-schedule-title';
import { clubPageRouteTitle } from '../features/club-page/club-page-title';
import { clubTrainersRouteTitle } from '../features/trainers/trainers-title';
import { PageSpinner } from '../components/page-spinner';
import { AppLayout } from './shell/app-layout';
import type { RouteHandle } from './shell/route-title';
import { ExpiredPage } from './shell/expired-page';
import { ConsoleHome, RequireMember } from './require-member';
import { type AppTextId, appText } from './i18n';

const title = (text: RouteHandle['title']): RouteHandle => ({ title: text });
/** A title from the shell's catalog, translated each time the tab is named (so it follows the language). */
const titled = (id: AppTextId): RouteHandle => title(() => translate(appText, id));
/** The join's title on a club path, 'Page not found' on any other. */
const onClubPath = (id: AppTextId) =>
  title((params) => (isClubSlug(params.location ?? '') ? translate(appText, id) : sharedText(MESSAGES.pageNotFound)));

/**
 * The route table. Pages are code-split: each lazy route is its own chunk. Each page names itself in `handle`
 * (the tab's title, shell/route-title.ts).
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: 'expired.html', handle: titled('app.title.sessionExpired'), element: <ExpiredPage /> },
      {
        path: 'locations',
        handle: titled('app.title.clubs'),
        lazy: () => import('../features/clubs/components/locations-page'),
      },
      // A club's own page, public and prerendered like '/' (docs/decisions/0048); under /locations so that the eight
      // club paths stay the join's and every other one-segment path stays 'Page not found' (0035).
      {
        path: 'locations/:slug',
        handle: title((params) => clubPageRouteTitle(params.slug)),
        lazy: () => import('../features/club-page/components/club-page'),
      },
      // A club's classes, public: visitors and members alike (issue 29).
      {
        path: 'locations/:slug/schedule',
        handle: title((params) => classScheduleRouteTitle(params.slug)),
        lazy: () => import('../features/class-schedule/components/class-schedule-page'),
      },
      // A club's personal trainers and each trainer's page with their free times, public (issue 30): a visitor is
      // asked to sign in to book. Under /locations and /trainers, so that one-segment paths stay as they are (0035).
      {
        path: 'locations/:slug/trainers',
        handle: title((params) => clubTrainersRouteTitle(params.slug)),
        lazy: () => import('../features/trainers/components/club-trainers-page'),
      },
      {
        path: 'trainers/:trainerId',
        handle: titled('app.title.trainer'),
        lazy: () => import('../features/trainers/components/trainer-page'),
      },
      // Vaccine upload: a signed-in member or a visitor who names the member (docs/decisions/0012).
      {
        path: 'vaccine-status',
        handle: titled('app.title.vaccineRecord'),
        lazy: () => import('../features/vaccine/components/vaccine-upload-page'),
      },
      {
        path: 'verify-status',
        handle: titled('app.title.vaccineStatus'),
        lazy: () => import('../features/vaccine/components/verify-status-page'),
      },
      // Sign-in and password pages (open to visitors).
      {
        path: 'reset_password',
        handle: titled('app.title.resetPassword'),
        lazy: () => import('../features/passwords/components/reset-password-page'),
      },
      {
        path: 'request_success',
        handle: titled('app.title.checkEmail'),
        lazy: () => import('../features/passwords/components/request-success-page'),
      },
      {
        path: 'new_password',
        handle: titled('app.title.newPassword'),
        lazy: () => import('../features/passwords/components/new-password-page'),
      },
      {
        path: 'create_success',
        handle: titled('app.title.passwordSet'),
        lazy: () => import('../features/passwords/components/create-success-page'),
      },
      // The privacy notice, for everyone (docs/decisions/0054).
      {
        path: 'privacy',
        handle: titled('app.title.privacyNotice'),
        lazy: () => import('../features/privacy/components/privacy-notice-page'),
      },
      {
        path: 'login',
        handle: titled('app.title.logIn'),
        lazy: () => import('../features/auth/components/login-page'),
      },
      {
        element: <RequireMember />,
        children: [
          // Member area routes (signed-in accounts of any role).
          {
            path: 'profile',
            handle: titled('app.title.profile'),
            lazy: () => import('../features/profile/components/profile-page'),
          },
          {
            path: 'change_password',
            handle: titled('app.title.changePassword'),
            lazy: () => import('../features/passwords/components/change-password-page'),
          },
          {
            path: 'billing',
            handle: titled('app.title.billing'),
            lazy: () => import('../features/billing/components/billing-page'),
          },
          {
            path: 'membership',
            handle: titled('app.title.membership'),
            lazy: () => import('../features/membership/components/membership-page'),
          },
          {
            path: 'history',
            handle: titled('app.title.visitHistory'),
            lazy: () => import('../features/history/components/history-page'),
          },
          {
            path: 'messages',
            handle: titled('app.title.messages'),
            lazy: () => import('../features/messages/components/messages-page'),
          },
          // The member navigation's 'Classes': the home club's schedule.
          {
            path: 'classes',
            handle: titled('app.title.classes'),
            lazy: () => import('../features/class-schedule/components/home-club-schedule'),
          },
          // The member navigation's 'Trainers': the home club's trainers.
          {
            path: 'trainers',
            handle: titled('app.title.trainers'),
            lazy: () => import('../features/trainers/components/home-club-trainers'),
          },
        ],
      },
      {
        element: <RequireMember roles={['member']} />,
        children: [
          // The member's bookings, waitlists, recent classes and strikes (issue 29), which the class e-mails link to:
          // only members book classes.
          {
            path: MEMBER_CLASSES_PATH.slice(1),
            handle: titled('app.title.myClasses'),
            lazy: () => import('../features/class-schedule/components/my-classes-page'),
          },
          // The member's personal-training packs and sessions (issue 30), which the training e-mails link to.
          {
            path: MY_TRAINING_PATH.slice(1),
            handle: titled('app.title.myTraining'),
            lazy: () => import('../features/training/components/my-training-page'),
          },
        ],
      },
      {
        element: <RequireMember roles={['trainer']} />,
        children: [
          // The classes a trainer teaches, each with its roster and attendance (issue 29 point 10).
          {
            path: 'trainer/classes',
            handle: titled('app.title.myClasses'),
            lazy: () => import('../features/class-roster/components/trainer-classes-page'),
          },
          {
            path: 'trainer/classes/:sessionId',
            handle: titled('app.title.class'),
            lazy: () => import('../features/class-roster/components/trainer-class-page'),
          },
          // Their personal-training calendar, weekly hours, time off and profile (issue 30).
          {
            path: TRAINER_TRAINING_PATH.slice(1),
            handle: titled('app.title.personalTraining'),
            lazy: () => import('../features/training/components/trainer-training-page'),
          },
        ],
      },
      {
        element: <RequireMember roles={CONSOLE_ROLES} />,
        children: [
          // Staff routes (front desk and vaccine review), for the roles whose clubs the server checks.
          { path: 'staff', element: <ConsoleHome /> },
          {
            path: 'staff/vaccines',
            handle: titled('app.title.vaccineReview'),
            lazy: () => import('../features/vaccine-review/components/vaccine-review-page'),
          },
          {
            path: 'staff/members',
            handle: titled('app.title.members'),
            lazy: () => import('../features/staff-members/components/member-search-page'),
          },
          {
            path: 'staff/members/:memberId',
            handle: titled('app.title.member'),
            lazy: () => import('../features/staff-member/components/member-page'),
          },
          {
            path: 'staff/check-in',
            handle: titled('app.title.checkIn'),
            lazy: () => import('../features/staff-check-in/components/staff-check-in-page'),
          },
          // A club's classes and each one's roster (issue 29 point 11): every console role takes attendance; the
          // page offers managers and the director its changes (the server checks the role and the club).
          {
            path: 'staff/classes',
            handle: titled('app.title.classes'),
            lazy: () => import('../features/class-roster/components/staff-classes-page'),
          },
          {
            path: 'staff/classes/:sessionId',
            handle: titled('app.title.class'),
            lazy: () => import('../features/class-roster/components/staff-class-page'),
          },
        ],
      },
      {
        element: <RequireMember roles={['manager', 'director']} />,
        children: [
          {
            path: 'staff/dashboard',
            handle: titled('app.title.dashboard'),
            lazy: () => import('../features/staff-dashboard/components/staff-dashboard-page'),
          },
          // The schedule as managers make it: class types and a club's weekly series (issue 29 point 1).
          {
            path: 'staff/schedule',
            handle: titled('app.title.schedule'),
            lazy: () => import('../features/staff-schedule/components/staff-schedule-page'),
          },
          // A club's personal training (issue 30 point 6): the trainers' week, bookings for members, approvals,
          // packs and prices (the director's), refunds and the payroll.
          {
            path: 'staff/training',
            handle: titled('app.title.personalTraining'),
            lazy: () => import('../features/staff-training/components/staff-training-page'),
          },
          {
            path: 'staff/club',
            handle: titled('app.title.club'),
            lazy: () => import('../features/staff-club/components/staff-club-page'),
          },
          {
            path: 'staff/referral-links',
            handle: titled('app.title.referralLinks'),
            lazy: () => import('../features/staff-referral-links/components/referral-links-page'),
          },
          {
            path: 'staff/follow-ups',
            handle: titled('app.title.followUps'),
            lazy: () => import('../features/staff-follow-ups/components/follow-ups-page'),
          },
          // Members' privacy requests (CPRA, docs/decisions/0054): the open ones with their days left, completing one.
          {
            path: 'staff/privacy',
            handle: titled('app.title.privacyRequests'),
            lazy: () => import('../features/staff-privacy/components/staff-privacy-page'),
          },
        ],
      },
      {
        element: <RequireMember roles={['director']} />,
        children: [
          {
            path: 'staff/plans',
            handle: titled('app.title.plansAndPrices'),
            lazy: () => import('../features/staff-plans/components/plans-page'),
          },
          {
            path: 'staff/accounts',
            handle: titled('app.title.staffAccounts'),
            lazy: () => import('../features/staff-accounts/components/staff-accounts-page'),
          },
          {
            path: 'staff/audit',
            handle: titled('app.title.auditLog'),
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
            handle: title((_params, signedIn) => translate(appText, signedIn ? 'app.title.home' : 'app.title.join')),
            lazy: () => import('./home-route'),
          },
          // The location routes exist only for the eight club paths; the pages show 'Page not found' for others.
          {
            path: ':location',
            handle: onClubPath('app.title.join'),
            lazy: () => import('../features/signup/wizard/wizard-page'),
          },
          {
            path: ':location/payment-confirmation',
            handle: onClubPath('app.title.welcome'),
            lazy: () => import('../features/signup/confirmation/confirmation-page'),
          },
        ],
      },
      { path: '*', handle: title(() => sharedText(MESSAGES.pageNotFound)), element: <NotFoundPage /> },
    ],
  },
]);
