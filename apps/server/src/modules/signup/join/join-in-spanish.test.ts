import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, documentsAnswerSchema, joinAnswerSchema } from '@gym/contracts/join';
import { termsAnswerSchema } from '@gym/contracts/signup-lookup';
import { SITE_TEXTS, SITE_TEXT_KEYS, SPANISH_SITE_TEXTS } from '../../../db/seed-data/texts';
import { SAMPLE_PHOTO_JPEG, SAMPLE_SIGNATURE_PNG } from '../../../providers/documents/samples';
import { describeEachDatabase } from '../../../test/app';
import { frameCard, multipart, newPayload, rows } from '../../../test/join-kit';
import { ensurePdftotext, pdfToText } from '../../../test/pdftotext';

const pdftotext = ensurePdftotext();
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

interface OutboxMessage {
  subject: string;
  text: string;
  html: string | null;
}

/**
 * A join in Spanish (docs/decisions/0039): the account keeps the language the join ran in, and its confirmation
 * e-mail, receipt and membership agreement (with the California cancellation notice) are written in it.
 */
describeEachDatabase('a join in Spanish', (ctx) => {
  const spanish = { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };
  let member: { caId: string; joinToken: string; email: string; userId: string };

  const join = async (headers: Record<string, string>) => {
    const payload = newPayload(await frameCard(ctx()), { firstName: 'Begoña', lastName: 'Núñez' });
    const response = await ctx().signup({
      method: 'POST',
      url: '/api/ols/create-user',
      payload,
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(), ...headers },
    });
    const answer = joinAnswerSchema.parse(response.json());
    if (!answer.data) throw new Error(`the join failed: ${response.body}`);
    const [user] = await rows<{ id: string; locale: string }>(
      ctx().app.db,
      sql`select id, locale from users where member_number = ${Number(answer.data.newUserData.userId)}`,
    );
    return {
      caId: answer.data.newUserData.userId,
      joinToken: answer.data.joinToken,
      email: payload.email,
      userId: user!.id,
      locale: user!.locale,
    };
  };
  const post = async (url: string, fields: Parameters<typeof multipart>[0]) => {
    const form = await multipart(fields);
    return ctx().signed({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${member.joinToken}`, ...spanish },
    });
  };

  beforeAll(async () => {
    member = await join(spanish);
  });

  it('stores the language the join ran in on the new account; a join in English stores English', async () => {
    const [row] = await rows<{ locale: string }>(
      ctx().app.db,
      sql`select locale from users where id = ${member.userId}`,
    );
    expect(row?.locale).toBe('es');
    expect((await join({})).locale).toBe('en');
    expect((await join({ 'accept-language': 'fr-FR, en;q=0.8, es;q=0.5' })).locale).toBe('en');
  });

  it('shows the terms step the Spanish terms and cancellation policy, and English otherwise', async () => {
    const terms = (headers: Record<string, string>) =>
      ctx().signed({ method: 'GET', url: '/api/ols/get-ols-teams-and-condition?TermsAndConditionsId=3', headers });
    const es = termsAnswerSchema.parse((await terms(spanish)).json()).data.teamandconditon;
    expect(es.termsAndConditionsDetails).toBe(SPANISH_SITE_TEXTS[SITE_TEXT_KEYS.terms]);
    expect(es.termsAndConditionsDetails).toContain('SU DERECHO A CANCELAR');
    expect(es.cancelingmymembership_text).toBe(SPANISH_SITE_TEXTS[SITE_TEXT_KEYS.cancellation]);
    const en = termsAnswerSchema.parse((await terms({})).json()).data.teamandconditon;
    expect(en.termsAndConditionsDetails).toBe(SITE_TEXTS[SITE_TEXT_KEYS.terms]);
  });

  it('gives the membership texts in Spanish', async () => {
    const response = await ctx().signed({ method: 'GET', url: '/api/ols/get-membership-plan-text', headers: spanish });
    expect(response.json().data).toEqual({
      monthlyDuesText: SPANISH_SITE_TEXTS[SITE_TEXT_KEYS.monthlyDues],
      proratedText: SPANISH_SITE_TEXTS[SITE_TEXT_KEYS.prorated],
      lastMonthText: SPANISH_SITE_TEXTS[SITE_TEXT_KEYS.lastMonth],
    });
  });

  it("gives the join's failure text, with its contact link, in Spanish", async () => {
    const failure = (headers: Record<string, string>) =>
      ctx().signed({ method: 'GET', url: '/api/ols/get-submit-failure-data', headers });
    const email = ctx().config.SUPPORT_EMAIL;
    expect((await failure(spanish)).json().data.message).toBe(
      `No pudimos completar su inscripción. Comuníquese con nosotros en <a href="mailto:${email}">${email}</a>.`,
    );
    expect((await failure({})).json().data.message).toBe(ctx().config.JOIN_FAILURE_MESSAGE);
  });

  it('makes the receipt and the agreement in Spanish and e-mails the confirmation in Spanish', async () => {
    expect((await post('/api/ols/upload-photo/olstncdocumnetreceipt', {})).json().success).toBe(true);
    const signed = await post('/api/ols/upload-photo/olstncdocumnetsign', {
      documentId: '3',
      esignuser: { bytes: SAMPLE_SIGNATURE_PNG, filename: 'signature.png', type: 'image/png' },
      userpic: { bytes: SAMPLE_PHOTO_JPEG, filename: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(signed.json()).toEqual({ success: true });

    const documents = await ctx().signed({
      method: 'POST',
      url: '/api/ols/documents/base64',
      payload: { caId: member.caId },
      headers: { authorization: `Bearer ${member.joinToken}` },
    });
    const { receiptPDF, membershipAgreementPDF } = documentsAnswerSchema.parse(documents.json()).data;
    if (pdftotext.available) {
      const receipt = squeeze(pdfToText(Buffer.from(receiptPDF.base64Data, 'base64')));
      for (const words of ['Recibo de pago', 'Facturado a', 'Begoña Núñez', 'Cuota mensual', 'Total pagado']) {
        expect(receipt).toContain(words);
      }
      expect(receipt).toMatch(/Fecha de inicio \d{1,2} de \p{L}+ de \d{4}/u);
      expect(receipt).not.toMatch(/Payment receipt|Total paid/);

      const agreement = squeeze(pdfToText(Buffer.from(membershipAgreementPDF.base64Data, 'base64')));
      for (const words of [
        'Contrato de membresía',
        'Fecha de este contrato',
        'Términos y condiciones',
        'SU DERECHO A CANCELAR',
        'Política de cancelación',
        'Cómo cancelar su membresía',
        'DERECHO DEL COMPRADOR A CANCELAR',
        'Usted, el comprador, puede cancelar este contrato',
        'Plazo de este contrato: mes a mes, a partir del',
        'Firmado electrónicamente por Begoña Núñez',
        'Página 1 de',
      ]) {
        expect(agreement).toContain(words);
      }
      expect(agreement).not.toMatch(/BUYER'S RIGHT TO CANCEL|Membership Agreement/);
    }

    const mails: OutboxMessage[] = (
      await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(member.email)}` })
    ).json().messages;
    const [mail] = mails;
    expect(mail?.subject).toBe('Le damos la bienvenida a Bay Fit Clubs: su membresía está confirmada');
    expect(mail?.text).toContain(
      'Hola, Begoña:\n\n¡Gracias por inscribirse en Bay Fit Clubs! Este es el detalle de su compra:',
    );
    expect(mail?.text).toMatch(/Total pagado: \$[\d.,]+ \(Visa terminada en \d{4}\)/);
    expect(mail?.text).toContain(
      'Puede cancelar su membresía de Bay Fit Clubs en línea en cualquier momento, desde la página de su membresía:',
    );
    expect(mail?.html).toMatch(/<html lang="es"/);
    expect(mail?.html).toContain('Crear su contraseña</a>');
  });
});
