import type { UserRole } from '@gym/contracts/auth';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { useSession } from '../lib/session';

/**
 * The member area's gate: a visitor goes to /login (and comes back after signing in, via ?next=); a signed-in
 * account whose role is not among `roles` sees 'Page not found', as if the page did not exist.
 */
export function RequireMember({ roles }: { roles?: readonly UserRole[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (roles && !roles.includes(session.user.role)) return <NotFoundPage />;
  return <Outlet />;
}

/** Each console role's home, where `/staff` takes it. */
function consoleHomeFor(role: UserRole): string | null {
  if (role === 'manager' || role === 'director') return '/staff/dashboard';
  if (role === 'staff') return '/staff/check-in';
  return null;
}

/** `/staff`: each console role's home (the dashboard for managers and the director, the desk for the front desk). */
export function ConsoleHome() {
  const session = useSession();
  const home = session ? consoleHomeFor(session.user.role) : null;
  return home ? <Navigate to={home} replace /> : <NotFoundPage />;
}
