import * as z from 'zod/mini';
import { type SortLocationsBody, clubListSchema, clubSchema, sortLocationsAnswerSchema } from '@gym/contracts/clubs';
import { type Coordinates, distanceMiles, roundToTenth } from '../../../lib/geo';
import type { ClubRow, ClubsRepository } from './clubs.repository';
import { clubsFrom, sortOrigin, toClub } from './clubs.service';

/** ZIP codes whose sorted answer is kept; beyond it the oldest goes (a visitor's ZIP is five digits: 100,000). */
export const MAX_CACHED_ZIP_ANSWERS = 1_000;

/** A club's JSON either side of its distance, which is all that differs between two visitors' answers. */
interface ClubJson {
  row: ClubRow;
  beforeMiles: string;
  afterMiles: string;
}

/** The answers made from one load of the club rows. */
interface Generation {
  rows: ClubRow[];
  list?: Buffer;
  byZip: Map<string, Buffer>;
  clubJson?: ClubJson[];
}

/** Checked against the route's answer schema, as the route's serializer would, then written as JSON once. */
function encode<T extends z.ZodMiniType>(schema: T, answer: z.output<T>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, answer)));
}

const NO_MILES = '"miles":null';
/** `{"success":true,"data":[`: the answer up to its first club. */
const ANSWER_START = JSON.stringify({ success: true, data: [] }).slice(0, -2);

/**
 * Each club checked against the club schema once, as JSON cut where its distance goes. Inside a JSON string a quote
 * is escaped, so the unescaped `"miles":null` is found only as the member itself.
 */
function clubJsonOf(row: ClubRow): ClubJson {
  const json = JSON.stringify(z.encode(clubSchema, toClub(row, null)));
  const at = json.indexOf(NO_MILES);
  return {
    row,
    beforeMiles: json.slice(0, at + NO_MILES.length - 'null'.length),
    afterMiles: json.slice(at + NO_MILES.length),
  };
}

/**
 * The JSON of GET /clubs and of sort-locations by ZIP code, made once and sent as they are. They depend only on
 * the club rows (and the fixed ZIP table), so each is kept until the rows change: the answers belong to one
 * load of the rows (the repository's cached array) and a new load starts afresh. Coordinates are any point on
 * earth: their answer is put together each time from each club's JSON made once and the distances (a number each,
 * which the schema's `miles` accepts as it is), the same bytes the serializer would write.
 */
export class ClubAnswers {
  private generation: Generation | null = null;

  constructor(private readonly clubs: ClubsRepository) {}

  private async current(): Promise<Generation> {
    const rows = await this.clubs.listByName();
    if (this.generation?.rows !== rows) this.generation = { rows, byZip: new Map() };
    return this.generation;
  }

  /** Every club in name order, no distance. */
  async list(): Promise<Buffer> {
    const generation = await this.current();
    generation.list ??= encode(clubListSchema, clubsFrom(generation.rows, null));
    return generation.list;
  }

  /** sort-locations' answer: coordinates first, else the ZIP code, else name order (sortOrigin). */
  async sortLocations(body: SortLocationsBody): Promise<Buffer> {
    const generation = await this.current();
    if (body.lat != null && body.lng != null)
      return this.nearestFrom(generation, { latitude: body.lat, longitude: body.lng });
    // Keyed by the ZIP code as sent ('' for none): an unknown one takes an entry too, within the bound.
    const key = body.zip ?? '';
    const cached = generation.byZip.get(key);
    if (cached) return cached;
    const answer = encode(sortLocationsAnswerSchema, {
      success: true,
      data: clubsFrom(generation.rows, await sortOrigin(body)),
    });
    if (generation.byZip.size >= MAX_CACHED_ZIP_ANSWERS) {
      const oldest = generation.byZip.keys().next().value;
      if (oldest !== undefined) generation.byZip.delete(oldest);
    }
    generation.byZip.set(key, answer);
    return answer;
  }

  /** Clubs nearest first from a point, in the order and with the miles clubsFrom gives. */
  private nearestFrom(generation: Generation, origin: Coordinates): Buffer {
    generation.clubJson ??= generation.rows.map(clubJsonOf);
    const clubs = generation.clubJson
      .map((club) => ({ club, miles: distanceMiles(origin, club.row) }))
      .sort((a, b) => a.miles - b.miles)
      .map(({ club, miles }) => club.beforeMiles + String(roundToTenth(miles)) + club.afterMiles);
    return Buffer.from(`${ANSWER_START}${clubs.join(',')}]}`);
  }
}
