import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import { memberships, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { OutboxReader } from '../../../providers/mail';
import { ensurePdftotext, pdfToText } from '../../../test/pdftotext';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { addCard, newMember } from '../billing/billing-test-kit';
import { joinReceiptOf } from '../../signup/join-documents/join-receipt';
import { createBillingNotices } from './billing-notices.module';
import { createBillingRun } from './billing-run.module';

const clock = new ManualClock('2026-11-15T18:00:00Z');
const moveTo = (day: string) => clock.set(new Date(clubDayStart(day).getTime() + 3_600_000));
const pdftotext = ensurePdftotext();
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A Spanish-speaking member's e-mails (docs/decisions/0039): written in the account's language, whatever the
 * language of the request that triggers them; an English member's stay English.
 */
describeEachDatabase(
  "a Spanish-speaking member's e-mails",
  (ctx) => {
    const run = () =>
      createBillingRun({
        db: ctx().app.db,
        provider: ctx().app.billing,
        clock,
        retryDays: [3, 7],
        log: ctx().app.log,
      }).run();
    const notices = () =>
      createBillingNotices({
        db: ctx().app.db,
        mailer: ctx().app.mailer,
        storage: ctx().app.storage,
        clock,
        config: ctx().config,
        log: ctx().app.log,
        joinReceipt: joinReceiptOf({ db: ctx().app.db, storage: ctx().app.storage, config: ctx().config }),
      }).notices;
    const outbox = () => new OutboxReader(ctx().app.db, ctx().app.storage);
    const mailsTo = async (email: string) => (await outbox().list({ to: email, limit: 50 })).reverse();

    async function spanishMember(context: TestContext, startDate: string) {
      const { id, token } = await newMember(context);
      const [user] = await context.app.db.update(users).set({ locale: 'es' }).where(eq(users.id, id)).returning();
      await context.app.db
        .insert(memberships)
        .values({ userId: id, planId: 'oakland-monthly', clubId: '101', startDate, priceCents: 4999 });
      return { id, token, email: user!.email };
    }

    it('gets the password reset e-mail in Spanish, even when the page asking is in English', async () => {
      const member = await spanishMember(ctx(), '2026-11-15');
      const response = await ctx().signed({
        method: 'POST',
        url: '/auth/request_reset_password',
        payload: { email: member.email },
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(member.email);
      expect(mail!.subject).toBe('Bay Fit Clubs: restablezca su contraseña');
      expect(mail!.text).toContain('Hola, Bill:');
      expect(mail!.text).toContain(
        'Recibimos una solicitud para restablecer la contraseña de su cuenta de miembro de Bay Fit Clubs.',
      );
      expect(mail!.text).toContain('¿Tiene preguntas? Escríbanos a');
      expect(mail!.text).toMatch(/Elegir una contraseña nueva \(miembro \d+\):\n.+\/new_password\?token=/);
      expect(mail!.html).toMatch(/^<!doctype html>\s*<html lang="es"/i);
      expect(mail!.html).toContain('Restablezca su contraseña</h1>');
      expect(`${mail!.text}${mail!.html}`).not.toMatch(/reset your password|Questions\?/i);
    });

    it('gets a declined payment notice in Spanish, with the retry days in Spanish', async () => {
      moveTo('2026-12-10');
      const payer = await spanishMember(ctx(), '2026-12-10');
      await addCard(ctx(), payer.token, { number: SANDBOX_TEST_CARDS.decline });
      moveTo('2027-01-01');
      await run();
      await notices().sendDue();

      const [mail] = await mailsTo(payer.email);
      expect(mail!.subject).toBe('Su pago no se procesó');
      for (const line of [
        'Hola, Bill:',
        'No pudimos cobrar a su tarjeta la cuota mensual de su membresía de Bay Fit Clubs: "Su tarjeta fue rechazada."',
        'Saldo pendiente: $49.99',
        'Qué pasará ahora: Volveremos a intentar el cobro a su tarjeta el 4 de enero de 2027 y 8 de enero de 2027.',
        'Pague ahora o cambie su tarjeta (a una nueva tarjeta principal se le cobra de inmediato):',
      ]) {
        expect(mail!.text).toContain(line);
      }
      expect(mail!.html).toContain('Recibió este correo electrónico porque tiene una membresía de Bay Fit Clubs.');
      expect(mail!.html).toMatch(/<html lang="es"/);
    });

    it('gets the autopay receipt and its PDF in Spanish; an English member the same in English', async () => {
      moveTo('2026-11-15');
      const payer = await spanishMember(ctx(), '2026-11-15');
      await addCard(ctx(), payer.token);
      const english = await newMember(ctx());
      await ctx().app.db.insert(memberships).values({
        userId: english.id,
        planId: 'oakland-monthly',
        clubId: '101',
        startDate: '2026-11-15',
        priceCents: 4999,
      });
      await addCard(ctx(), english.token);
      moveTo('2026-12-01');
      await run();
      await notices().sendDue();

      const [mail] = await mailsTo(payer.email);
      expect(mail!.subject).toBe('Su recibo de Bay Fit Clubs');
      for (const line of [
        'Su cuota mensual se cobró a su tarjeta registrada. ¡Gracias!',
        'Concepto: Cuota mensual, diciembre de 2026',
        'Monto: $49.99',
        'Tarjeta: Visa terminada en 4242',
        'Fecha: 1 de diciembre de 2026',
      ]) {
        expect(mail!.text).toContain(line);
      }
      const [englishUser] = await ctx().app.db.select().from(users).where(eq(users.id, english.id));
      const [englishMail] = await mailsTo(englishUser!.email);
      expect(englishMail!.subject).toBe('Your receipt from Bay Fit Clubs');
      expect(englishMail!.text).toContain('Paid for: Monthly dues, December 2026');

      if (pdftotext.available) {
        const text = squeeze(pdfToText((await outbox().attachment(mail!.id, 0))!.bytes));
        expect(text).toContain('Recibo de pago');
        expect(text).toContain('Cuota mensual, diciembre de 2026 $49.99');
        expect(text).toContain('Total pagado $49.99');
        expect(text).toContain('Número de recibo');
        expect(text).toContain('Página 1 de 1');
        const englishText = squeeze(pdfToText((await outbox().attachment(englishMail!.id, 0))!.bytes));
        expect(englishText).toContain('Payment receipt');
        expect(englishText).toContain('Page 1 of 1');
      }
    });
  },
  {},
  { clock },
);
