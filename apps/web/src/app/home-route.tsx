import { Suspense, lazy, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { getSession, useSession } from '../lib/session';

/**
 * '/' (decisions.md item 1): a visitor sees the sign-up wizard with no club chosen, a member the member home, and
 * a trainer, the director or a front-desk account a home of their own (they have no membership). The route stays
 * the index under the wizard layout, so the wizard keeps its state between / and /{location}; the pick follows
 * the session, so signing in on '/' shows the home at once.
 */
const importWizardPage = () => import('../features/signup/wizard/wizard-page');
const importMemberHome = () => import('../features/member-home/components/member-home-page');
const importStaffHome = () => import('./staff-home');

const WizardPage = lazy(() => importWizardPage().then((module) => ({ default: module.Component })));
const MemberHomePage = lazy(() => importMemberHome().then((module) => ({ default: module.MemberHomePage })));
const StaffHome = lazy(() => importStaffHome().then((module) => ({ default: module.StaffHome })));

/** Starts only the chosen page's code and data; the wizard's loader prefetches its first step. */
export async function loader(args: LoaderFunctionArgs) {
  const session = getSession();
  if (session) {
    void (session.user.role === 'member' ? importMemberHome() : importStaffHome());
    return null;
  }
  return (await importWizardPage()).loader(args);
}

export function Component() {
  const session = useSession();
  // A member who logs out here is on the way to /login (app/shell/use-sign-out-redirect.ts): the wizard must not
  // flash up, and start its sign-up calls, in between.
  const [memberWasHere, setMemberWasHere] = useState(session !== null);
  if (session && !memberWasHere) setMemberWasHere(true);

  let page = <WizardPage />;
  if (session) page = session.user.role === 'member' ? <MemberHomePage /> : <StaffHome />;
  else if (memberWasHere) page = <PageSpinner />;
  return <Suspense fallback={<PageSpinner />}>{page}</Suspense>;
}
