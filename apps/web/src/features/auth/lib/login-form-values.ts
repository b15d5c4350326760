import { type LoginBody, familyLoginBodySchema, loginBodySchema } from '@gym/contracts/auth';

export interface LoginFormValues {
  email: string;
  password: string;
  idCA: string;
}

export type LoginField = keyof LoginFormValues;
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export const EMPTY_LOGIN_FORM: LoginFormValues = { email: '', password: '', idCA: '' };

export type LoginValidation = { ok: true; body: LoginBody } | { ok: false; errors: LoginFieldErrors };

/**
 * The contract's rules (section 5): the family variant needs the club id as well. The body is what the schema
 * made of the input, so the e-mail goes out trimmed and lowercased.
 */
export function validateLogin(values: LoginFormValues, isFamily: boolean): LoginValidation {
  const result = isFamily
    ? familyLoginBodySchema.safeParse(values)
    : loginBodySchema.safeParse({ email: values.email, password: values.password });
  if (result.success) return { ok: true, body: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
