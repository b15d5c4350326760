import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { cameraArgs, createCameraFiles } from '../../support/camera';
import { downloadPdfText } from '../../support/downloads';
import { uniqueEmail } from '../../support/join-flow';
import { appPathOf, outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

/**
 * Issue 17's done-condition: a visitor whose browser prefers Spanish joins in Spanish from the first page to the
 * e-mail and both PDFs, switching to English and back mid-wizard without losing what was typed; the member's
 * password e-mail comes in Spanish. Every word is what a Spanish-speaking visitor reads, written here by hand.
 */
const { newPage } = useBrowser({ args: cameraArgs('one-face') });

beforeAll(() => createCameraFiles());

const SPANISH = { locale: 'es-US' };
const DIRECTOR = { email: 'director@example.com', password: 'Director123!' };
/** No other spec changes this plan's price: its members' notice is this spec's to read. */
const PLAN = 'Marin Month to Month';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('in Spanish', () => {
  it(
    'a Spanish-speaking visitor joins in Spanish, switching to English and back without losing what was typed',
    { timeout: 240_000 },
    async () => {
      const page = await newPage('desktop', SPANISH);
      const email = uniqueEmail('espanol');

      // The first page comes from the server already in Spanish.
      await page.goto('/');
      await expectHeading(page, 'Elija una ubicación');
      expect(await lang(page)).toBe('es');
      await field(page, 'Código postal').pressSequentially('94901');
      await page
        .getByRole('region', { name: 'Clubes' })
        .getByRole('button')
        .filter({ hasText: 'Marin' })
        .first()
        .click();
      await expectHeading(page, 'Elija una membresía');
      await page
        .getByRole('region', { name: 'Planes' })
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: PLAN, exact: true }) })
        .getByRole('button', { name: 'Seleccionar' })
        .click();

      await expectHeading(page, 'Indique su correo electrónico');
      await field(page, 'Correo electrónico').fill(email);
      await next(page);

      await expectHeading(page, 'Indique sus datos personales');
      await field(page, 'Nombre').fill('Lucía');
      await field(page, 'Apellido').fill('Martínez');
      await choose(page, 'Género', 'Femenino');
      await field(page, 'Fecha de nacimiento').pressSequentially('04121990');

      // Mid-wizard, to English and back: what was typed stays.
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await expectHeading(page, 'Provide your personal Info');
      expect(await lang(page)).toBe('en');
      expect(await field(page, 'First Name').inputValue()).toBe('Lucía');
      expect(await field(page, 'Last Name').inputValue()).toBe('Martínez');
      expect(await field(page, 'Birthday').inputValue()).toBe('04/12/1990');
      await page.getByRole('button', { name: 'Español', exact: true }).click();
      await expectHeading(page, 'Indique sus datos personales');
      expect(await field(page, 'Nombre').inputValue()).toBe('Lucía');

      await field(page, 'Número de teléfono').pressSequentially('4155550142');
      await field(page, 'Dirección').fill('1450 Fourth Street');
      await field(page, 'Ciudad').fill('San Rafael');
      await choose(page, 'Estado', 'California');
      await field(page, 'Código postal').fill('94901');
      await field(page, 'Nombre completo del contacto de emergencia').fill('Jaime Martínez');
      await field(page, 'Número de teléfono del contacto de emergencia').pressSequentially('4155550199');
      await saveScreenshot(page, 'es-personal-info');
      await next(page);

      await expectHeading(page, 'Tómese una foto');
      const capture = page.getByRole('button', { name: 'Capturar' });
      await expect.poll(() => capture.isEnabled(), { timeout: 60_000, interval: 250 }).toBe(true);
      await capture.click();
      await next(page);

      await expectHeading(page, 'Agregue su método de pago');
      await page.getByRole('button', { name: 'Agregar tarjeta nueva' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta nueva' });
      await eventually(() => dialog.isVisible()).toBe(true);
      // The card form is the payment provider's own page (in the sandbox, English), framed in ours.
      const frame = page.frameLocator('iframe[title^="Datos de la tarjeta"]');
      await frame.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await frame.getByLabel('Expiration (MM/YY)').pressSequentially('1230');
      await frame.getByLabel('CVC').fill('123');
      await frame.getByRole('button', { name: 'Save card' }).click();
      await eventually(() => frame.getByRole('status').innerText()).toMatch(/ending \d{4} saved\./);
      await field(page, 'Nombre en la tarjeta').fill('Lucía Martínez');
      await dialog.getByRole('button', { name: 'Siguiente' }).click();

      await expectHeading(page, 'Términos del servicio');
      await page.getByRole('region', { name: 'Términos del servicio' }).evaluate((element) => {
        element.scrollTop = element.scrollHeight;
        element.dispatchEvent(new Event('scroll'));
      });
      const terms = page.getByRole('checkbox', { name: /^He leído y acepto los términos del servicio/ });
      await eventually(() => terms.isEnabled()).toBe(true);
      await terms.check();
      await page.getByRole('checkbox', { name: /^Acepto firmar y recibir mi contrato de membresía/ }).check();
      await field(page, 'Escriba su nombre completo para firmar').fill('Lucía Martínez');
      await page.getByRole('button', { name: 'Firmar', exact: true }).click();

      await expectHeading(page, 'Confirme y pague');
      const due = page.getByRole('region', { name: 'A pagar hoy' });
      await eventually(() => due.innerText()).toMatch(/Total\s+\$\d+\.\d{2}/);
      const total = /Total\s+(\$[\d,]+\.\d{2})/.exec(await due.innerText())?.[1];
      await saveScreenshot(page, 'es-confirm');
      await page.getByRole('button', { name: 'Enviar pago' }).click();

      await expectHeading(page, '¡Felicidades!');
      await page.getByText('Gracias por inscribirse en BAY FIT CLUBS').waitFor();
      await page.getByText('Recibirá un correo electrónico de confirmación con los próximos pasos.').waitFor();
      expect(await page.getByRole('region', { name: 'Resumen de la compra' }).innerText()).toContain(total!);
      expect(await lang(page)).toBe('es');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'es-confirmation');

      const receipt = await downloadPdfText(page, page.getByRole('button', { name: 'Descargar recibo' }));
      expect(receipt.text).toContain('Lucía Martínez');
      expect(receipt.text).toContain(total!);
      expect(receipt.text).toMatch(/Recibo/);
      expect(receipt.text).not.toMatch(/\bReceipt\b/);
      const agreement = await downloadPdfText(
        page,
        page.getByRole('button', { name: 'Descargar contrato de membresía' }),
      );
      expect(agreement.text).toContain('Lucía Martínez');
      expect(agreement.text).toMatch(/Contrato de membresía/i);
      // California's notice of the right to cancel, in Spanish.
      expect(agreement.text).toMatch(/cancelar/i);
      expect(agreement.text).not.toMatch(/Membership Agreement/);

      await eventually(async () => (await outboxFor(email)).length).toBe(1);
      const [welcome] = await outboxFor(email);
      expect(welcome!.text).toMatch(/^Hola, Lucía/);
      expect(welcome!.text).toMatch(/\/new_password\?token=[\w-]+/);
      expect(welcome!.attachments.map((attachment) => attachment.contentType)).toEqual([
        'application/pdf',
        'application/pdf',
      ]);

      // The member's password e-mail, asked for in Spanish, comes in Spanish.
      await page.goto('/reset_password');
      await expectHeading(page, 'Restablezca su contraseña');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Enviar el enlace' }).click();
      await expectHeading(page, 'Revise su correo electrónico');
      await eventually(async () => (await outboxFor(email)).length).toBe(2);
      const [reset] = await outboxFor(email);
      expect(reset!.text).toMatch(/^Hola, Lucía/);
      expect(reset!.text).toMatch(/contraseña/);
      const link = /(https?:\/\/\S+\/new_password\?token=[\w-]+)/.exec(reset!.text)?.[1];
      await page.goto(appPathOf(link!));
      await expectHeading(page, 'Elija una nueva contraseña');

      // A billing notice: the director (in English) raises the plan's price; the member is told in Spanish.
      const director = await newPage();
      await signInThroughForm(director, DIRECTOR);
      await director.goto('/staff/plans');
      await expectHeading(director, 'Plans and prices');
      await director.getByRole('button', { name: `Change the price of ${PLAN}` }).click();
      const change = director.getByRole('dialog', { name: `Change the price of ${PLAN}` });
      await change.getByLabel('New monthly price', { exact: false }).fill('84.99');
      await change.getByLabel('Reason', { exact: false }).fill('New equipment across the club');
      await change.getByRole('button', { name: 'Schedule the change' }).click();
      await eventually(() => change.count()).toBe(0);
      // The change nudges the notices job, which sends it in seconds (its minute run catches any it missed).
      await expect.poll(async () => (await outboxFor(email)).length, { timeout: 90_000, interval: 1_000 }).toBe(3);
      const [notice] = await outboxFor(email);
      expect(notice!.text).toMatch(/^Hola, Lucía/);
      expect(notice!.text).toContain('$84.99');
      expect(notice!.text).toMatch(/precio/);
      expect(notice!.subject).toMatch(/precio/i);
    },
  );

  it.each(['/', '/locations', '/login', '/privacy'])(
    'fits the narrowest phones in Spanish: %s never scrolls sideways, the header included',
    async (path) => {
      for (const size of ['small', 'mobile'] as const) {
        const page = await newPage(size, SPANISH);
        await page.goto(path);
        await eventually(() => page.locator('h1').count()).toBe(1);
        await page.evaluate(() => document.fonts.ready);
        // The phone's width as set, not window.innerWidth: a mobile browser widens its layout to a page that overflows.
        const viewport = page.viewportSize()!.width;
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          header: document.querySelector('header')!.scrollWidth,
        }));
        expect(widths.header, `the header of ${path} at ${viewport} px`).toBeLessThanOrEqual(viewport);
        expect(widths.page, `${path} at ${viewport} px`).toBeLessThanOrEqual(viewport);
      }
    },
  );

  it.each(['/', '/castro', '/login', '/reset_password'])(
    'axe-core finds no violations on %s in either language, and the page says which',
    async (path) => {
      for (const locale of ['es-US', 'en-US']) {
        const page = await newPage('desktop', { locale });
        await page.goto(path);
        await eventually(() => page.locator('h1').count()).toBe(1);
        expect(await lang(page)).toBe(locale.slice(0, 2));
        await expectNoAxeViolations(page);
      }
    },
  );
});
