import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ACCOUNT_LANGUAGE_MESSAGES, ACCOUNT_LANGUAGE_PATH } from '@gym/contracts/i18n/account-language';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { users } from '../../../db/schema';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { newMember } from '../../membership/billing/billing-test-kit';

const localeOf = async (ctx: TestContext, id: string) =>
  (await ctx.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

/** The account's language (docs/decisions/0039): PUT /contacts/language, for the member's e-mails and documents. */
describeEachDatabase('the account language', (ctx) => {
  const put = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    ctx().signed({
      method: 'PUT',
      url: ACCOUNT_LANGUAGE_PATH,
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
    });

  it('starts in English and keeps the language the member chooses', async () => {
    const member = await newMember(ctx());
    expect(await localeOf(ctx(), member.id)).toBe('en');

    const spanish = await put(member.token, { locale: 'es' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json()).toEqual({ success: true, data: { locale: 'es' } });
    expect(await localeOf(ctx(), member.id)).toBe('es');

    expect((await put(member.token, { locale: 'en' })).json()).toEqual({ success: true, data: { locale: 'en' } });
    expect(await localeOf(ctx(), member.id)).toBe('en');
  });

  it.each([{ locale: 'fr' }, { locale: '' }, {}, { locale: 1 }])(
    'refuses %j with the 400 envelope, in the request language',
    async (payload) => {
      const member = await newMember(ctx());
      const english = await put(member.token, payload);
      expect(english.statusCode).toBe(400);
      expect(errorAnswerSchema.parse(english.json())).toMatchObject({
        code: 'BAD_REQUEST',
        message: ACCOUNT_LANGUAGE_MESSAGES.localeInvalid,
        errors: [{ field: 'locale', message: ACCOUNT_LANGUAGE_MESSAGES.localeInvalid }],
      });
      const spanish = await put(member.token, payload, { 'accept-language': 'es' });
      expect(spanish.json().message).toBe('Elija un idioma: en o es');
      expect(await localeOf(ctx(), member.id)).toBe('en');
    },
  );

  it('is for a signed-in member only', async () => {
    const response = await put(null, { locale: 'es' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});
