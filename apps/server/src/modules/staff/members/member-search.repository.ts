import { sql } from 'drizzle-orm';
import { MEMBER_SEARCH, type MemberSearchResult } from '@gym/contracts/staff';
import type { Database } from '../../../db/client';

interface FoundRow {
  id: string;
  member_number: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  member_status: string;
  club_id: string | null;
  club_name: string | null;
}

/** How alike a misspelt name must be (pg_trgm similarity, 0 to 1): 'alx rivira' finds Alex Rivera. */
const NAME_SIMILARITY = 0.25;

/** LIKE's own characters, taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Members by name (trigrams: typos are forgiven), e-mail, phone or member number, among the members of these
 * clubs (every club when null). Best matches first: the member number itself, then the closest names.
 */
export class MemberSearchRepository {
  constructor(private readonly db: Database) {}

  async search(query: string, clubIds: string[] | null): Promise<MemberSearchResult[]> {
    const text = query.toLowerCase();
    const digits = query.replace(/\D/g, '');
    const contains = `%${literal(text)}%`;
    const name = sql`lower(u.first_name || ' ' || u.last_name)`;
    const inClubs =
      clubIds === null
        ? sql`true`
        : clubIds.length === 0
          ? sql`false`
          : sql`u.home_club_id in (${sql.join(
              clubIds.map((id) => sql`${id}`),
              sql`, `,
            )})`;
    const { rows } = (await this.db.execute(sql`
        select u.id, u.member_number, u.first_name, u.last_name, u.email, u.phone, u.member_status,
               c.id as club_id, c.display_name as club_name
          from users u
          left join clubs c on c.id = u.home_club_id
         where u.role = 'member'
           and ${inClubs}
           and (similarity(${name}, ${text}) >= ${NAME_SIMILARITY}
                or ${name} like ${contains}
                or lower(u.email) like ${contains}
                or (${digits.length >= 4} and (u.phone like ${`%${digits}%`} or u.member_number::text = ${digits})))
         order by u.member_number::text = ${digits} desc, similarity(${name}, ${text}) desc, u.last_name, u.first_name
         limit ${MEMBER_SEARCH.limit}`)) as unknown as { rows: FoundRow[] };
    return rows.map((row) => ({
      sfId: row.id,
      idCA: String(row.member_number),
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      memberStatus: row.member_status,
      homeClub: row.club_id && row.club_name ? { id: row.club_id, displayName: row.club_name } : null,
    }));
  }
}
