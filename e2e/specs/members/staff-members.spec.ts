import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

// The staff's member search: typos forgiven, the account's own clubs only (docs/decisions/0032).
const { newPage } = useBrowser();

const MANAGER = { email: 'manager@example.com', password: 'Manager123!' };

it.each(['desktop', 'mobile'] as const)(
  "Oakland's manager finds an Oakland member by a misspelt name, and no Marin member (%s)",
  async (viewport) => {
    const page = await newPage(viewport);
    await signInThroughForm(page, MANAGER);
    await page.goto('/staff/members');
    await expectHeading(page, 'Members');
    const found = page.getByRole('list', { name: 'Members found' }).getByRole('listitem');

    await page.getByLabel('Find a member').fill('Casy Morgn');
    await eventually(() => found.first().getAttribute('aria-label')).toBe('Casey Morgan');
    const card = await found.first().innerText();
    expect(card).toContain('Member 100004');
    expect(card).toContain('Oakland');
    expect(card).toContain('former@example.com');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-members-${viewport}`);

    // Alex Rivera's home club is Marin: not one of this manager's.
    await page.getByLabel('Find a member').fill('Alex Rivera');
    await eventually(() => page.getByRole('status').filter({ hasText: 'No member matches' }).count()).toBe(1);
    expect(await found.count()).toBe(0);
  },
);
