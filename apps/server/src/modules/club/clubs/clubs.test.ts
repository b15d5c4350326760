import { expect, it } from 'vitest';
import { clubListSchema, type Club } from '@gym/contracts/clubs';
import { CLUBS } from '../../../db/seed-data/clubs';
import { describeEachDatabase } from '../../../test/app';

const BY_NAME = ['108', '102', '103', '101', '105', '106', '107', '104'];
const WIRE_FIELDS = [
  'cityC',
  'clubautomationclubidC',
  'displayName',
  'miles',
  'name',
  'olsBgDesktop',
  'olsBgMobile',
  'streetC',
  'totalCapacity',
];

/** Haversine, written again here so that the service's distances are checked against another copy. */
function miles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

function expectNearestFirst(clubs: Club[], from: { lat: number; lng: number }) {
  const found = clubs.map((club) => club.miles);
  expect(found.every((value) => typeof value === 'number')).toBe(true);
  expect([...found].sort((a, b) => a! - b!)).toEqual(found);
  for (const club of clubs) {
    const seed = CLUBS.find((row) => row.id === club.clubautomationclubidC)!;
    expect(Math.round(club.miles! * 10) / 10).toBe(club.miles);
    expect(Math.abs(club.miles! - miles(from.lat, from.lng, seed.latitude, seed.longitude))).toBeLessThanOrEqual(0.05);
  }
}

describeEachDatabase('clubs', (ctx) => {
  const sort = (payload: object) => ctx().signed({ method: 'POST', url: '/api/ols/sort-locations', payload });

  it('GET /clubs lists the eight clubs sorted by name with every wire field', async () => {
    const response = await ctx().signed({ method: 'GET', url: '/clubs' });
    expect(response.statusCode).toBe(200);
    const clubs = clubListSchema.parse(response.json());
    expect(clubs.map((club) => club.clubautomationclubidC)).toEqual(BY_NAME);
    const names = clubs.map((club) => club.name);
    expect(names).toEqual([...names].sort());
    for (const club of response.json() as Record<string, unknown>[]) {
      expect(Object.keys(club).sort()).toEqual(WIRE_FIELDS);
      expect(club.miles).toBeNull();
    }
    expect(clubs.find((club) => club.clubautomationclubidC === '106')).toEqual({
      clubautomationclubidC: '106',
      name: 'Bay Fit Oakland',
      displayName: 'Oakland',
      streetC: '1900 Broadway',
      cityC: 'Oakland',
      miles: null,
      totalCapacity: 400,
      olsBgMobile: '/clubs/oakland.svg',
      olsBgDesktop: '/clubs/oakland.svg',
    });
  });

  it.each([
    ['oakland', '106'],
    ['Oakland', '106'],
    ['mid-market', '105'],
    ['Mid%20Market', '105'],
    ['soma', '107'],
    ['Bay%20Fit%20Marin', '101'],
  ])('GET /clubs/%s answers an array of exactly that club', async (segment, id) => {
    const response = await ctx().signed({ method: 'GET', url: `/clubs/${segment}` });
    expect(response.statusCode).toBe(200);
    const clubs = clubListSchema.parse(response.json());
    expect(clubs).toHaveLength(1);
    expect(clubs[0]?.clubautomationclubidC).toBe(id);
  });

  it.each(['nowhere', 'oak', 'bay%20fit'])('GET /clubs/%s is 404 "club does not exist"', async (segment) => {
    const response = await ctx().signed({ method: 'GET', url: `/clubs/${segment}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'club does not exist',
    });
  });

  it("GET /clubs/rooms/106 lists Oakland's rooms by name", async () => {
    const response = await ctx().signed({ method: 'GET', url: '/clubs/rooms/106' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const oakland = CLUBS.find((club) => club.id === '106')!;
    expect(body.data).toHaveLength(oakland.rooms.length);
    expect(body.data.map((room: { name: string }) => room.name)).toEqual(oakland.rooms.map((room) => room.name).sort());
    expect(body.data.every((room: { clubId: string }) => room.clubId === '106')).toBe(true);
    expect(body.data).toContainEqual({
      id: '106-5',
      clubId: '106',
      name: 'Rooftop Turf',
      description: 'Sled track and functional training under the sky.',
      capacity: 20,
      kind: 'gymFloor',
    });
    expect(body.data.find((room: { name: string }) => room.name === 'Basketball Court')).toMatchObject({
      kind: 'courts',
    });
  });

  it('GET /clubs/rooms/{unknown} is 404 "club does not exist"', async () => {
    const response = await ctx().signed({ method: 'GET', url: '/clubs/rooms/999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'club does not exist' });
  });

  it('sorts from an Oakland ZIP code: Oakland first, nearest first, miles to one decimal', async () => {
    const response = await sort({ zip: '94612' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const clubs = clubListSchema.parse(body.data);
    expect(clubs.map((club) => club.clubautomationclubidC)).toEqual([
      '106',
      '104',
      '102',
      '107',
      '105',
      '103',
      '108',
      '101',
    ]);
    expect(clubs[0]?.miles).toBe(0.4);
    expectNearestFirst(clubs, { lat: 37.8085, lng: -122.2668 });
  });

  it('sorts from coordinates near Marin: Marin first, Oakland last', async () => {
    const body = (await sort({ lat: 37.97, lng: -122.53 })).json();
    const clubs = clubListSchema.parse(body.data);
    expect(clubs[0]?.clubautomationclubidC).toBe('101');
    expect(clubs[0]?.miles).toBe(0.2);
    expect(clubs.at(-1)?.clubautomationclubidC).toBe('106');
    expectNearestFirst(clubs, { lat: 37.97, lng: -122.53 });
  });

  it('prefers coordinates to a ZIP code when it has both', async () => {
    const body = (await sort({ zip: '94612', lat: 37.97, lng: -122.53 })).json();
    expect(body.data[0].clubautomationclubidC).toBe('101');
  });

  it.each([
    ['an empty body', {}],
    ['nulls', { zip: null, lat: null, lng: null }],
    ['an unknown ZIP code', { zip: '00000' }],
    ['a latitude without a longitude', { lat: 37.8 }],
  ])('keeps name order with no distance for %s', async (_label, payload) => {
    const response = await sort(payload);
    expect(response.statusCode).toBe(200);
    const clubs = clubListSchema.parse(response.json().data);
    expect(clubs.map((club) => club.clubautomationclubidC)).toEqual(BY_NAME);
    expect(clubs.every((club) => club.miles === null)).toBe(true);
  });

  it('refuses a latitude out of range', async () => {
    const response = await sort({ lat: 91, lng: -122.27 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Too big: expected number to be <=90',
      errors: [{ field: 'lat', message: 'Too big: expected number to be <=90' }],
    });
  });

  it('refuses a ZIP code that is not five digits with the spec message', async () => {
    const response = await sort({ zip: '9461' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid zipcode');
  });
});
