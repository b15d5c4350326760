import { LOGIN_EMAIL_PARAM } from '@gym/contracts/auth';

export function loginPathWithEmail(email: string): string {
  return `/login?${new URLSearchParams({ [LOGIN_EMAIL_PARAM]: email })}`;
}
