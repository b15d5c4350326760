/** /login's query parameter that fills in the e-mail (a member sent there from the join has typed it already). */
export const LOGIN_EMAIL_PARAM = 'email';

export function loginPathWithEmail(email: string): string {
  return `/login?${new URLSearchParams({ [LOGIN_EMAIL_PARAM]: email })}`;
}
