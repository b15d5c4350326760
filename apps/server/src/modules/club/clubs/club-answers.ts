import * as z from 'zod/mini';
import { type SortLocationsBody, clubListSchema, sortLocationsAnswerSchema } from '@gym/contracts/clubs';
import type { ClubRow, ClubsRepository } from './clubs.repository';
import { clubsFrom, sortOrigin } from './clubs.service';

/** ZIP codes whose sorted answer is kept; beyond it the oldest goes (a visitor's ZIP is five digits: 100,000). */
export const MAX_CACHED_ZIP_ANSWERS = 1_000;

/** The answers made from one load of the club rows. */
interface Generation {
  rows: ClubRow[];
  list?: Buffer;
  byZip: Map<string, Buffer>;
}

/** Checked against the route's answer schema, as the route's serializer would, then written as JSON once. */
function encode<T extends z.ZodMiniType>(schema: T, answer: z.output<T>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, answer)));
}

/**
 * The JSON of GET /clubs and of sort-locations by ZIP code, made once and sent as they are. They depend only on
 * the club rows (and the fixed ZIP table), so each is kept until the rows change: the answers belong to one
 * load of the rows (the repository's cached array) and a new load starts afresh. Coordinates are any point on
 * earth: their answer is made each time.
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
    const byCoordinates = body.lat != null && body.lng != null;
    // Keyed by the ZIP code as sent ('' for none): an unknown one takes an entry too, within the bound.
    const key = byCoordinates ? null : (body.zip ?? '');
    const cached = key === null ? undefined : generation.byZip.get(key);
    if (cached) return cached;
    const answer = encode(sortLocationsAnswerSchema, {
      success: true,
      data: clubsFrom(generation.rows, await sortOrigin(body)),
    });
    if (key !== null) {
      if (generation.byZip.size >= MAX_CACHED_ZIP_ANSWERS) {
        const oldest = generation.byZip.keys().next().value;
        if (oldest !== undefined) generation.byZip.delete(oldest);
      }
      generation.byZip.set(key, answer);
    }
    return answer;
  }
}
