import { expect, it } from 'vitest';
import { eventually, saveScreenshot, useBrowser } from '../support/browser';
import { expectHeading } from '../support/pages';
import { signedJson } from '../support/signed-api';

const { baseUrl, newPage, allowErrors } = useBrowser();

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

it("an unknown club path says 'club does not exist' and goes to /locations", async () => {
  // GET /clubs/no-such-club answers 404, which Chromium logs as a failed load.
  allowErrors(/status of 404/);
  const page = await newPage();
  await page.goto('/no-such-club');
  await page.waitForURL(`${baseUrl}/locations`);
  await eventually(() => page.getByRole('alert').allInnerTexts()).toContainEqual(
    expect.stringContaining('club does not exist'),
  );
  await expectHeading(page, 'Our clubs');
  await saveScreenshot(page, 'unknown-club-to-locations');
});
