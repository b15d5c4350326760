import { expect, it } from 'vitest';
import { clubListSchema, sortLocationsAnswerSchema } from '@gym/contracts/clubs';
import { describeEachDatabase } from '../../../test/app';
import * as z from 'zod/mini';
import { ClubAnswers, MAX_CACHED_ZIP_ANSWERS } from './club-answers';
import { type ClubRow, ClubsRepository } from './clubs.repository';
import { clubsFrom } from './clubs.service';

/** A repository whose rows a test replaces, as a new load of the club rows would. */
function changingRepository(first: ClubRow[]) {
  let rows = first;
  const repository = { listByName: () => Promise.resolve(rows) } as ClubsRepository;
  return { repository, load: (next: ClubRow[]) => (rows = next) };
}

const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as unknown;

describeEachDatabase('club answers', (ctx) => {
  const seededRows = () => new ClubsRepository(ctx().app.db).listByName();

  it('sends GET /clubs and a ZIP sort as JSON with the type the serializer gave them, the same bytes each time', async () => {
    const first = await ctx().signed({ method: 'GET', url: '/clubs' });
    const second = await ctx().signed({ method: 'GET', url: '/clubs' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(clubListSchema.parse(first.json())).toHaveLength(8);

    const sort = () => ctx().signed({ method: 'POST', url: '/api/ols/sort-locations', payload: { zip: '94612' } });
    const [a, b] = [await sort(), await sort()];
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(b.body).toBe(a.body);
    expect(sortLocationsAnswerSchema.parse(a.json()).data[0]?.clubautomationclubidC).toBe('106');
  });

  it('keeps each answer while the rows are the same load and makes it again from a new load', async () => {
    const rows = await seededRows();
    const { repository, load } = changingRepository(rows);
    const answers = new ClubAnswers(repository);
    const list = await answers.list();
    const oakland = await answers.sortLocations({ zip: '94612' });
    expect(await answers.list()).toBe(list);
    expect(await answers.sortLocations({ zip: '94612' })).toBe(oakland);

    load(rows.map((row) => (row.id === '106' ? { ...row, displayName: 'Oakland Uptown' } : row)));
    const renamed = (await answers.list()).toString('utf8');
    expect(renamed).not.toBe(list.toString('utf8'));
    expect(renamed).toContain('"displayName":"Oakland Uptown"');
    expect((await answers.sortLocations({ zip: '94612' })).toString('utf8')).toContain('Oakland Uptown');
  });

  it('makes an answer from coordinates each time, and keeps at most the bound of ZIP answers', async () => {
    const answers = new ClubAnswers(changingRepository(await seededRows()).repository);
    const marin = { lat: 37.97, lng: -122.53 };
    const fromCoordinates = await answers.sortLocations(marin);
    expect(await answers.sortLocations(marin)).not.toBe(fromCoordinates);
    expect(json(await answers.sortLocations(marin))).toEqual(json(fromCoordinates));

    const first = await answers.sortLocations({ zip: '00000' });
    for (let zip = 10_000; zip < 10_000 + MAX_CACHED_ZIP_ANSWERS - 1; zip++) {
      await answers.sortLocations({ zip: String(zip) });
    }
    expect(await answers.sortLocations({ zip: '00000' })).toBe(first);
    await answers.sortLocations({ zip: '99999' });
    const again = await answers.sortLocations({ zip: '00000' });
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it('answers coordinates with the bytes the schema and serializer would write, nearest first, for points near and far', async () => {
    const rows = await seededRows();
    const answers = new ClubAnswers(changingRepository(rows).repository);
    const points = [
      { lat: 37.97, lng: -122.53 }, // Marin
      { lat: 37.8044, lng: -122.2712 }, // Oakland
      { lat: 40.7128, lng: -74.006 }, // New York: every club thousands of miles away
      { lat: -90, lng: 180 },
      { lat: 0, lng: 0 },
    ];
    for (const { lat, lng } of points) {
      const expected = JSON.stringify(
        z.encode(sortLocationsAnswerSchema, {
          success: true,
          data: clubsFrom(rows, { latitude: lat, longitude: lng }),
        }),
      );
      expect((await answers.sortLocations({ lat, lng })).toString('utf8')).toBe(expected);
    }
    // A name with a quote and the member's own text in it is still one club's name, escaped.
    const odd = rows.map((row, index) => (index === 0 ? { ...row, displayName: 'The "miles":null club' } : row));
    const oddAnswers = new ClubAnswers(changingRepository(odd).repository);
    const answer = sortLocationsAnswerSchema.parse(json(await oddAnswers.sortLocations(points[0]!)));
    expect(answer.data.map((club) => club.displayName)).toContain('The "miles":null club');
    expect(answer.data.every((club) => typeof club.miles === 'number')).toBe(true);
  });
});
