import { expect, it } from 'vitest';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import { expectHeading } from '../../support/pages';
import { signedJson } from '../../support/signed-api';

const { baseUrl, newPage } = useBrowser();

interface Club {
  clubautomationclubidC: string;
  displayName: string;
  totalCapacity: number;
}

it('/locations lists every active club with its rooms, as GET /clubs/rooms/{clubId} gives them', async () => {
  const clubs = (await signedJson<Club[]>('GET', '/clubs')).filter((club) => club.totalCapacity > 0);
  const page = await newPage();
  await page.goto('/locations');
  await expectHeading(page, 'Our clubs');
  await eventually(() => page.getByRole('list', { name: 'Rooms' }).count()).toBe(clubs.length);
  for (const club of clubs) {
    const rooms = await signedJson<{ data: { name: string; capacity: number }[] }>(
      'GET',
      `/clubs/rooms/${club.clubautomationclubidC}`,
    );
    expect(rooms.data.length, club.displayName).toBeGreaterThan(0);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: club.displayName }) });
    const shown = await card.getByRole('list', { name: 'Rooms' }).getByRole('listitem').allInnerTexts();
    expect(
      shown.map((text) => text.split('\n')[0]),
      club.displayName,
    ).toEqual(rooms.data.map((room) => `${room.name} (up to ${room.capacity})`));
  }
  await saveScreenshot(page, 'locations-desktop');
});

it("a club path whose club cannot be loaded says 'club does not exist' and goes to /locations", async () => {
  const page = await newPage();
  // The club is gone from the answer (closed since the link was made): the lookup answers no club.
  await page.route('**/clubs/oakland', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  // Opened from within the app (the server would not send a club it cannot show as its page).
  await page.goto('/locations');
  await expectHeading(page, 'Our clubs');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/oakland');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForURL(`${baseUrl}/locations`);
  await eventually(() => page.getByRole('alert').allInnerTexts()).toContainEqual(
    expect.stringContaining('club does not exist'),
  );
  await expectHeading(page, 'Our clubs');
  await saveScreenshot(page, 'unknown-club-to-locations');
});
