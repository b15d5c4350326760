import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensurePdftotext, pdfToText } from '../../test/pdftotext';
import { CANCELLATION_NOTICE_HEADING, DocumentInputError, generateMembershipAgreement } from './agreement';
import { type PaymentReceiptInput, generateReceipt } from './receipt';
import { sampleAgreementInput, samplePassPurchase, sampleReceiptInput } from './samples';
import { wrapText } from './text-layout';
import { toWinAnsi } from './win-ansi';

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
/** pdftotext -layout pads columns with spaces and breaks lines; compare with every run of white space made one space. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('toWinAnsi and wrapText', () => {
  let helvetica: Awaited<ReturnType<PDFDocument['embedFont']>>;
  let helveticaBold: Awaited<ReturnType<PDFDocument['embedFont']>>;
  beforeAll(async () => {
    const document = await PDFDocument.create();
    helvetica = await document.embedFont(StandardFonts.Helvetica);
    helveticaBold = await document.embedFont(StandardFonts.HelveticaBold);
  });

  it('straightens quotes and dashes, keeps Latin-1, drops missing accents, and marks the rest', () => {
    expect(toWinAnsi('‘O’Connor’ “quoted” — and – … ')).toBe(`'O'Connor' "quoted" - and - ... `);
    expect(toWinAnsi('Zoë José Núñez Ångström © €5 •')).toBe('Zoë José Núñez Ångström © €5 •');
    expect(toWinAnsi('Dvořák Łódź Ő')).toBe('Dvorák ?ódz O'); // á and ó are in Latin-1, ř and Ő are not
    expect(toWinAnsi('李 😀 a\u0007b\r\nc\td')).toBe('? ? ab\nc d');
    expect(toWinAnsi('e\u0301')).toBe('e');
  });

  it('gives text that the standard fonts can always encode, whatever came in', () => {
    let all = '';
    for (let code = 0; code < 0x3100; code += 1) all += String.fromCharCode(code);
    all += '😀🏋️‍♀️𝔘\uD800'; // astral characters, a ZWJ sequence and a lone surrogate
    const safe = toWinAnsi(all).replace(/\n/g, '');
    expect(() => helvetica.encodeText(safe)).not.toThrow();
    expect(() => helveticaBold.encodeText(safe)).not.toThrow();
    expect(() => helvetica.widthOfTextAtSize(safe, 10)).not.toThrow();
  });

  it('wraps by font width, keeps every word in order, and splits a word longer than a line', () => {
    const text = `${'The quick brown fox jumps over the lazy dog. '.repeat(20)}\n\nNext paragraph ${'x'.repeat(300)} end`;
    const lines = wrapText(text, helvetica, 10, 200);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.length).toBeGreaterThan(20);
    expect(lines).toContain('');
    expect(lines.join(' ').replace(/\s+/g, ' ').replace(/x /g, 'x')).toBe(
      text.replace(/\s+/g, ' ').trim().replace(/x /g, 'x'),
    );
  });
});

const pdftotext = ensurePdftotext();

describe('the receipt', () => {
  it('is one page', async () => {
    expect(await pageCount(await generateReceipt(sampleReceiptInput()))).toBe(1);
  });

  describe.skipIf(!pdftotext.available)(
    `its text${pdftotext.available ? '' : ` (skipped: ${pdftotext.reason})`}`,
    () => {
      it('has the brand, number, date, member, plan, start date, every amount and the card', async () => {
        const text = squeeze(pdfToText(await generateReceipt(sampleReceiptInput())));
        // 68.99 x 17/31 = 37.8332... -> $37.83 prorated on January 15th; + $68.99 last month = $106.82.
        for (const expected of [
          'Bay Fit Clubs',
          'Payment receipt',
          'Receipt number R-200001-1',
          'Date January 15, 2025 at 10:00:00 AM PST',
          "Member Zoë O'Connor",
          'E-mail zoe.oconnor@example.com',
          'Plan Oakland Month to Month',
          'Start date January 15, 2025',
          'Monthly dues $68.99',
          'Prorated 1st month dues $37.83',
          'Last month dues $68.99',
          'Total paid $106.82',
          'Card Visa ending in 4242',
          'Questions? Write to support@example.com.',
          'Page 1 of 1',
        ]) {
          expect(text).toContain(expected);
        }
      });

      it('shows a pass with its validity and price', async () => {
        const input = { ...sampleReceiptInput(), planItemName: 'Oakland 10-Day Pass', purchase: samplePassPurchase() };
        const text = squeeze(pdfToText(await generateReceipt(input)));
        expect(text).toContain('Valid January 15, 2025 to January 24, 2025 (10 days)');
        expect(text).toContain('Pass price $49.00');
        expect(text).toContain('Total paid $49.00');
        expect(text).not.toContain('Monthly dues');
      });

      it('shows a payment on the account line by line, with the member number and the total', async () => {
        const text = squeeze(pdfToText(await generateReceipt(samplePaymentReceipt())));
        for (const expected of [
          'Payment receipt',
          'Receipt number R-200001-1A2B3C4D',
          'Date January 15, 2025 at 10:00:00 AM PST',
          "Member Zoë O'Connor",
          'Member number 200001',
          'Payment for',
          'Club Oakland',
          'Monthly dues, December 2026 $68.99',
          'Other balance due $10.00',
          'Total paid $78.99',
          'Card Visa ending in 4242',
          'Amounts in US dollars.',
          'Questions? Write to support@example.com.',
          'Bay Fit Clubs receipt R-200001-1A2B3C4D - $78.99',
        ]) {
          expect(text).toContain(expected);
        }
        expect(text).not.toContain('Plan');
        expect(text).not.toContain('charged on the 1st');
      });
    },
  );

  it('makes a payment receipt of one page', async () => {
    expect(await pageCount(await generateReceipt(samplePaymentReceipt()))).toBe(1);
  });
});

/** The sample member's autopay of a month's dues and an older amount. */
function samplePaymentReceipt(): PaymentReceiptInput {
  const { brandName, supportEmail, paidAt, member, card } = sampleReceiptInput();
  return {
    brandName,
    supportEmail,
    receiptNumber: 'R-200001-1A2B3C4D',
    paidAt,
    member: { ...member, memberNumber: '200001' },
    clubName: 'Oakland',
    card,
    purchase: {
      kind: 'payment',
      items: [
        { label: 'Monthly dues, December 2026', cents: 6899 },
        { label: 'Other balance due', cents: 1000 },
      ],
    },
  };
}

describe('the membership agreement', () => {
  it('runs over more than one page', async () => {
    expect(await pageCount(await generateMembershipAgreement(sampleAgreementInput()))).toBeGreaterThan(1);
  });

  it('flows long texts onto further pages', async () => {
    const input = sampleAgreementInput();
    const longer = { ...input, termsText: `${input.termsText}\n\n`.repeat(6) };
    expect(await pageCount(await generateMembershipAgreement(longer))).toBeGreaterThan(
      await pageCount(await generateMembershipAgreement(input)),
    );
  });

  it('never throws on text the fonts cannot encode', async () => {
    const input = sampleAgreementInput();
    const odd = '名前 😀 \u0000\u0007 “quoted” ' + 'https://example.com/'.repeat(40);
    const bytes = await generateMembershipAgreement({
      ...input,
      member: { ...input.member, firstName: odd, address: odd, emergencyContactName: odd },
      termsText: odd,
      cancellationText: odd,
      ipAddress: '2001:db8::1',
    });
    expect(await pageCount(bytes)).toBeGreaterThan(0);
    await expect(
      generateReceipt({ ...sampleReceiptInput(), member: { name: odd, email: odd }, planItemName: odd }),
    ).resolves.toBeInstanceOf(Uint8Array);
  });

  it('refuses a signature that is not a PNG or a photo that is not a JPEG', async () => {
    const input = sampleAgreementInput();
    await expect(generateMembershipAgreement({ ...input, signaturePng: input.photoJpeg! })).rejects.toBeInstanceOf(
      DocumentInputError,
    );
    await expect(
      generateMembershipAgreement({ ...input, photoJpeg: new Uint8Array([1, 2, 3]) }),
    ).rejects.toBeInstanceOf(DocumentInputError);
  });

  describe.skipIf(!pdftotext.available)(
    `its text${pdftotext.available ? '' : ` (skipped: ${pdftotext.reason})`}`,
    () => {
      let pages: string[];
      let text: string;
      beforeAll(async () => {
        const raw = pdfToText(await generateMembershipAgreement(sampleAgreementInput()));
        pages = raw.split('\f').filter((page) => page.trim() !== '');
        text = squeeze(raw);
      });

      it("has the member's details, the club, the plan, the dues and the term", () => {
        for (const expected of [
          'Membership Agreement',
          'Agreement number A-200001-1',
          'Health studio operator Bay Fit Clubs, Oakland club, 1900 Broadway, Oakland, CA',
          "Name Zoë O'Connor",
          'Member number 200001',
          'Birthday 12/10/1990',
          'Address 1 Market Street - Apt 5, Oakland, CA 94612',
          'Phone 415-555-0100',
          'E-mail zoe.oconnor@example.com',
          'Emergency contact José Núñez, 415-555-0199',
          'Plan Oakland Month to Month',
          'Term Month to month, starting January 15, 2025',
          'Monthly dues $68.99, charged on the 1st of every month',
          'Prorated 1st month dues $37.83',
          'Last month dues $68.99',
          'Total due today $106.82',
        ]) {
          expect(text).toContain(expected);
        }
      });

      it('has the whole terms and cancellation texts', () => {
        expect(text).toContain('MEMBERSHIP TERMS AND CONDITIONS');
        expect(text).toContain('California law governs it.');
        expect(text).toContain('How to cancel your membership');
        expect(text).toContain('as your agreement describes.');
      });

      it('states the cancellation rights, the term in words and the signature on one page', () => {
        const last = squeeze(pages.at(-1)!);
        expect(last).toContain(CANCELLATION_NOTICE_HEADING);
        expect(last).toContain('You, the buyer, may cancel this contract at any time prior to midnight of the fifth');
        expect(last).toContain('Bay Fit Clubs, Oakland club, 1900 Broadway, Oakland, CA');
        expect(last).toContain('more than 25 miles');
        expect(last).toContain('Term of this contract: month to month, starting January 15, 2025');
        expect(last).toContain("Signed electronically by Zoë O'Connor");
        expect(last).toContain('Signed at January 15, 2025 at 10:00:00 AM PST (2025-01-15T18:00:00.000Z)');
        expect(last).toContain('IP address 203.0.113.7');
        expect(last).toContain(`Page ${pages.length} of ${pages.length}`);
      });

      it('shows a pass with its validity range', async () => {
        const input = { ...sampleAgreementInput(), planName: 'Oakland 10-Day Pass', purchase: samplePassPurchase() };
        const passText = squeeze(pdfToText(await generateMembershipAgreement(input)));
        expect(passText).toContain('Term January 15, 2025 to January 24, 2025 (10 days)');
        expect(passText).toContain('Term of this contract: January 15, 2025 to January 24, 2025 (10 days)');
        expect(passText).toContain('Total due today $49.00');
      });
    },
  );
});
