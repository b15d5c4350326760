import { expect, it } from 'vitest';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { ZIP_MESSAGE } from '@gym/contracts/clubs';
import { MESSAGES } from '@gym/contracts/messages';
import { PERSONAL_INFO_MESSAGES } from '@gym/contracts/personal-info';
import { STAFF_MEMBER_MESSAGES } from '@gym/contracts/staff-member';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { DEMO } from '../test/demo';
import { describeEachDatabase } from '../test/app';

/** Answers in the request's language (docs/decisions/0039): Spanish for Accept-Language es, English unchanged. */
describeEachDatabase('answers in the request language', (ctx) => {
  const sortLocations = (headers: Record<string, string>) =>
    ctx().signed({ method: 'POST', url: '/api/ols/sort-locations', payload: { zip: '9410' }, headers });

  it("sends a schema's message and its field errors in Spanish for Accept-Language: es", async () => {
    const response = await sortLocations({ 'accept-language': 'es' });
    expect(response.statusCode).toBe(400);
    expect(errorAnswerSchema.parse(response.json())).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Ingrese un código postal válido',
      errors: [{ field: 'zip', message: 'Ingrese un código postal válido' }],
    });
  });

  it.each([undefined, 'en-US', 'fr-FR, de;q=0.8', 'es;q=0'])(
    'keeps English byte for byte for Accept-Language %s',
    async (acceptLanguage) => {
      const response = await sortLocations(acceptLanguage ? { 'accept-language': acceptLanguage } : {});
      expect(response.json()).toMatchObject({ message: ZIP_MESSAGE, errors: [{ field: 'zip', message: ZIP_MESSAGE }] });
    },
  );

  it('takes the first language it speaks in the visitor order, regional Spanish included', async () => {
    const response = await sortLocations({ 'accept-language': 'fr-FR, es-MX;q=0.9, en;q=0.8' });
    expect(response.json().message).toBe('Ingrese un código postal válido');
  });

  it('reads Accept-Language, not the lang cookie, on an API call', async () => {
    const response = await sortLocations({ 'accept-language': 'en', cookie: 'lang=es' });
    expect(response.json().message).toBe(ZIP_MESSAGE);
  });

  it("words a check without a message of contracts' in zod's Spanish", async () => {
    const response = await ctx().signed({
      method: 'GET',
      url: `/clubs/${'a'.repeat(150)}`,
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Demasiado grande: se esperaba que texto tuviera <=100 caracteres');
    const english = await ctx().signed({ method: 'GET', url: `/clubs/${'a'.repeat(150)}` });
    expect(english.json().message).toBe('Too big: expected string to have <=100 characters');
  });

  it("sends a service's refusal in Spanish, and in English otherwise", async () => {
    const payload = { email: DEMO.member.email, password: 'not-the-password' };
    const spanish = await ctx().signed({ method: 'POST', url: '/auth', payload, headers: { 'accept-language': 'es' } });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().message).toBe('El usuario o la contraseña no son correctos');
    const english = await ctx().signed({ method: 'POST', url: '/auth', payload });
    expect(english.json().message).toBe(LOGIN_MESSAGES.incorrect);
  });

  it("says a path is not an API route in the request's language", async () => {
    const spanish = await ctx().signed({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'es' } });
    expect(spanish.json().message).toBe('GET /api/nope no es una ruta de la API');
    const english = await ctx().signed({ method: 'GET', url: '/api/nope' });
    expect(english.json().message).toBe('GET /api/nope is not an API route');
  });

  it('translates the field messages of a join payload', async () => {
    const response = await ctx().signup({
      method: 'POST',
      url: '/api/ols/payment-details',
      payload: { onlyPreview: true },
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorAnswerSchema.parse(response.json());
    expect(body.message).not.toMatch(/expected|Invalid/);
    expect(body.errors?.length).toBeGreaterThan(1);
  });

  it("sends an answer's message in the request language: a text of contracts, and a template with its values", async () => {
    const manager = await ctx().login(DEMO.director.email, DEMO.director.password);
    const [member] = await ctx().app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.member.email));
    const note = (headers: Record<string, string>) =>
      ctx().asMember(manager, {
        method: 'POST',
        url: `/staff/members/${member!.id}/notes`,
        payload: { body: 'Asked about the Spanish classes' },
        headers,
      });
    expect((await note({ 'accept-language': 'es' })).json().message).toBe('Nota agregada.');
    expect((await note({})).json().message).toBe(STAFF_MEMBER_MESSAGES.noteAdded);

    const link = (headers: Record<string, string>) =>
      ctx().asMember(manager, {
        method: 'POST',
        url: `/staff/members/${member!.id}/password-link`,
        payload: { reason: 'Asked at the desk' },
        headers,
      });
    expect((await link({ 'accept-language': 'es' })).json().message).toBe(
      `Se envió a ${DEMO.member.email} un enlace para crear la contraseña. Funciona una sola vez, durante 7 días.`,
    );
    expect((await link({})).json().message).toBe(STAFF_MEMBER_MESSAGES.passwordLinkSent(DEMO.member.email));
  });

  it('keeps the names of the messages of contracts exact in English', () => {
    expect(MESSAGES.somethingWentWrong).toBe('Something went wrong');
    expect(PERSONAL_INFO_MESSAGES.zipInvalid).toBe(ZIP_MESSAGE);
  });
});
