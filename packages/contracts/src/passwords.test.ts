import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  newPasswordFormSchema,
  newPasswordSchema,
  passwordStrength,
  passwordStrengthLabel,
  requestResetBodySchema,
  resetPasswordBodySchema,
  updatePasswordBodySchema,
} from './passwords';

// Messages are written out rather than read from the constants: the specification's wording is what is tested.

type Schema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** Every message the schema gives, as "field: message" (field '' for a bare value). */
function messages(schema: Schema, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('passwordStrength', () => {
  it.each([
    ['', -1],
    ['abcde', 0],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 0],
    ['Ab1!x', 0],
    ['abcdef', 1],
    ['ABCDEF', 1],
    ['123456', 1],
    ['!@#$%^', 1],
    ['abcDEF', 2],
    ['abc123', 2],
    ['abc-?!', 2],
    ['abcDE1', 3],
    ['Abcde!', 3],
    ['Abcd1!', 4],
    ['Member123!', 4],
    ['Aa1~'.padEnd(25, 'x'), 4],
  ])('%j scores %i', (password, points) => {
    expect(passwordStrength(password)).toBe(points);
  });

  it('counts each special character of the allowed set', () => {
    for (const character of '-?!@#$%^&*()_+`~') expect(passwordStrength(`abcde${character}`)).toBe(2);
  });
});

describe('passwordStrengthLabel', () => {
  it.each([
    [-1, null],
    [0, 'Weak'],
    [1, 'Weak'],
    [2, 'Medium'],
    [3, 'Medium'],
    [4, 'Strong'],
  ])('%i points is %s', (points, label) => {
    expect(passwordStrengthLabel(points)).toBe(label);
  });
});

describe('newPasswordSchema', () => {
  const schema = newPasswordSchema();

  it('accepts a password of 6 to 25 allowed characters at least medium strength', () => {
    for (const password of ['abcDEF', 'abc123', 'Abcd1!', 'Aa1'.padEnd(25, 'z'), '-?!@#$%^&*()_+`~aA']) {
      expect(messages(schema, password), password).toEqual([]);
    }
  });

  it.each([
    ['', ': password is required'],
    [undefined, ': password is required'],
    ['Ab1!', ': password should be a minimum of 6 characters long'],
    ['Aa1'.padEnd(26, 'z'), ': password should be a maximum of 25 characters long'],
    ['abcdef', ': password should be at least medium strength'],
    ['ABCDEFGH', ': password should be at least medium strength'],
    ['12345678', ': password should be at least medium strength'],
    ['Abc 123', ': password contains forbidden characters'],
    ['Abc123=', ': password contains forbidden characters'],
    ['Abc123é', ': password contains forbidden characters'],
    ['Abc123<', ': password contains forbidden characters'],
  ])('%j: %s', (password, message) => {
    expect(messages(schema, password)).toEqual([message]);
  });

  it('lists every broken rule of a long password with forbidden characters, the strength only when it applies', () => {
    expect(messages(schema, 'a b'.repeat(10))).toEqual([
      ': password should be a maximum of 25 characters long',
      ': password contains forbidden characters',
    ]);
  });
});

describe('newPasswordFormSchema', () => {
  it('passes a strong password with its confirmation', () => {
    expect(messages(newPasswordFormSchema, { password: 'Abcd1!', confirmPassword: 'Abcd1!' })).toEqual([]);
  });

  it('shows every message on its field', () => {
    expect(messages(newPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual([
      'password: password is required',
      'confirmPassword: password confirmation is required',
    ]);
    expect(messages(newPasswordFormSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual([
      'password: password should be at least medium strength',
      'confirmPassword: passwords must match',
    ]);
    expect(messages(newPasswordFormSchema, { password: 'Abcd1!', confirmPassword: 'Abcd1?' })).toEqual([
      'confirmPassword: passwords must match',
    ]);
  });
});

describe('changePasswordFormSchema', () => {
  it('needs the old password and uses the capitalised messages', () => {
    expect(messages(changePasswordFormSchema, { oldPassword: '', password: '', confirmPassword: '' })).toEqual([
      'oldPassword: Old password is required',
      'password: Password is required',
      'confirmPassword: Password confirmation is required',
    ]);
    const cases: [string, string][] = [
      ['abc', 'password: Password should be a minimum of 6 characters long'],
      ['Aa1'.padEnd(26, 'z'), 'password: Password should be a maximum of 25 characters long'],
      ['abcdefg', 'password: Password should be at least medium strength'],
      ['Abc 123', 'password: Password contains forbidden characters'],
    ];
    for (const [password, message] of cases) {
      expect(messages(changePasswordFormSchema, { oldPassword: 'old', password, confirmPassword: password })).toEqual([
        message,
      ]);
    }
    expect(
      messages(changePasswordFormSchema, { oldPassword: 'old', password: 'Abcd1!', confirmPassword: 'Abcd1' }),
    ).toEqual(['confirmPassword: Passwords must match']);
    expect(
      messages(changePasswordFormSchema, { oldPassword: 'old', password: 'Abcd1!', confirmPassword: 'Abcd1!' }),
    ).toEqual([]);
  });
});

describe('the password calls', () => {
  it('request_reset_password: the sign-in e-mail rules, lowercased', () => {
    expect(requestResetBodySchema.parse({ email: ' Former@Example.COM ' })).toEqual({ email: 'former@example.com' });
    expect(messages(requestResetBodySchema, { email: '' })).toEqual(['email: email is required']);
    expect(messages(requestResetBodySchema, { email: 'former' })).toEqual(['email: email is not valid']);
    expect(messages(requestResetBodySchema, { email: `${'a'.repeat(75)}@example.com` })).toEqual([
      'email: email should be a maximum of 80 characters long',
    ]);
  });

  it('reset_password: a token of the wrong shape is an expired link; the new-password rules', () => {
    const expired = 'resetToken: This link has expired or was already used. Please request a new one.';
    expect(messages(resetPasswordBodySchema, { resetToken: 'short', password: 'Abcd1!' })).toEqual([expired]);
    expect(messages(resetPasswordBodySchema, { resetToken: 'x'.repeat(201), password: 'Abcd1!' })).toEqual([expired]);
    expect(messages(resetPasswordBodySchema, { password: 'Abcd1!' })).toEqual([expired]);
    expect(messages(resetPasswordBodySchema, { resetToken: 'x'.repeat(43), password: 'abcdef' })).toEqual([
      'password: password should be at least medium strength',
    ]);
  });

  it('update_password: the old password is required, the new one has the capitalised messages', () => {
    expect(messages(updatePasswordBodySchema, { oldPassword: '', password: 'Abcd1!' })).toEqual([
      'oldPassword: Old password is required',
    ]);
    expect(messages(updatePasswordBodySchema, { oldPassword: 'x'.repeat(81), password: 'Abcd1!' })).toEqual([
      'oldPassword: Old password is incorrect',
    ]);
    expect(messages(updatePasswordBodySchema, { oldPassword: 'Former123!', password: 'abcdef' })).toEqual([
      'password: Password should be at least medium strength',
    ]);
  });
});
