import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SITE_TEXT_KEYS, SPANISH_SITE_TEXTS } from '../../db/seed-data/texts';
import { ensurePdftotext, pdfToText } from '../../test/pdftotext';
import { type JoinReceiptInput, generateMembershipAgreement, generateReceipt } from '.';
import { formatCalendarDate, formatMonth } from './format';
import { sampleAgreementInput, samplePassPurchase, sampleReceiptInput } from './samples';

const pdftotext = ensurePdftotext();
const squeeze = (text: string) => text.replace(/\s+/g, ' ');
/** Every letter and sign Spanish needs beyond ASCII. */
const SPANISH_GLYPHS = 'á é í ó ú ñ ü Á É Í Ó Ú Ñ Ü ¿ ¡';

describe('documents in Spanish (docs/decisions/0039)', () => {
  it('writes dates in es-US and keeps English dates as they were', () => {
    expect(formatCalendarDate('2026-11-24', 'es')).toBe('24 de noviembre de 2026');
    expect(formatCalendarDate('2026-11-24')).toBe('November 24, 2026');
    expect(formatMonth('2027-01-01', 'es')).toBe('enero de 2027');
    expect(formatMonth('2027-01-01')).toBe('January 2027');
  });

  it.skipIf(!pdftotext.available)(
    "draws every Spanish letter and sign with the documents' fonts (read back by pdftotext)",
    async () => {
      const bytes = await generateReceipt({
        ...sampleReceiptInput(),
        locale: 'es',
        member: { name: `Begoña Núñez (${SPANISH_GLYPHS})`, email: 'begona@example.com' },
      });
      const text = squeeze(pdfToText(bytes));
      expect(text).toContain(SPANISH_GLYPHS);
      expect(text).toContain('Recibo de pago');
      expect(text).toContain('Fecha 15 de enero de 2025');
    },
  );

  it.skipIf(!pdftotext.available)('makes a pass receipt in Spanish with its term in words', async () => {
    const text = squeeze(
      pdfToText(
        await generateReceipt({
          ...(sampleReceiptInput() as JoinReceiptInput),
          locale: 'es',
          purchase: samplePassPurchase(),
        }),
      ),
    );
    expect(text).toContain('Válido Del 15 de enero de 2025 al 24 de enero de 2025 (10 días)');
    expect(text).toContain('Precio del pase $49.00');
    expect(text).toContain('Montos en dólares estadounidenses.');
  });

  it.skipIf(!pdftotext.available)(
    'makes the membership agreement in Spanish, the California notices included',
    async () => {
      const input = {
        ...sampleAgreementInput(),
        locale: 'es' as const,
        termsText: SPANISH_SITE_TEXTS[SITE_TEXT_KEYS.terms]!,
        cancellationText: SPANISH_SITE_TEXTS[SITE_TEXT_KEYS.cancellation]!,
      };
      const bytes = await generateMembershipAgreement(input);
      const text = squeeze(pdfToText(bytes));
      for (const words of [
        'Contrato de membresía',
        'Fecha de este contrato 15 de enero de 2025',
        'Operador del club Bay Fit Clubs, club Oakland, 1900 Broadway, Oakland, CA',
        'Contacto de emergencia José Núñez, 415-555-0199',
        'Cuota prorrateada del primer mes $37.83',
        "Firmado electrónicamente por Zoë O'Connor",
        'Plazo Mes a mes, a partir del 15 de enero de 2025',
        'TÉRMINOS Y CONDICIONES DE LA MEMBRESÍA',
        'DERECHO DEL COMPRADOR A CANCELAR',
        'sin contar domingos ni días feriados',
        'o enviarlo por correo electrónico desde la dirección registrada en su cuenta a support@example.com',
        'Plazo de este contrato: mes a mes, a partir del 15 de enero de 2025',
        'Firma del comprador',
      ]) {
        expect(text).toContain(words);
      }
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe('Contrato de membresía de Bay Fit Clubs A-200001-1');
    },
  );
});
