import { and, asc, count, desc, eq, ilike, inArray, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { clubs, messages, users } from '../../../db/schema';
import type { UserRole } from '../../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** An account as the chat rules see it. */
export interface ChatPerson {
  id: string;
  role: UserRole;
  memberStatus: string;
  homeClubId: string | null;
  name: string;
  clubName: string | null;
}

/** One conversation of an account: the other person, the latest message's time, unread messages to the account. */
export interface ConversationSummary {
  counterpartId: string;
  lastMessageAt: Date;
  unreadCount: number;
}

const personFields = {
  id: users.id,
  role: users.role,
  memberStatus: users.memberStatus,
  homeClubId: users.homeClubId,
  name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  clubName: clubs.displayName,
};

/** The other person of a message, seen from userId. */
const counterpartOf = (userId: string) =>
  sql<string>`case when ${messages.senderId} = ${userId} then ${messages.receiverId} else ${messages.senderId} end`;

const involving = (userId: string, personId?: string) =>
  personId
    ? or(
        and(eq(messages.senderId, userId), eq(messages.receiverId, personId)),
        and(eq(messages.senderId, personId), eq(messages.receiverId, userId)),
      )
    : or(eq(messages.senderId, userId), eq(messages.receiverId, userId));

/** Reads and writes of messages, and the reads of accounts that decide who may talk to whom. */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  async findPeople(ids: string[]): Promise<ChatPerson[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(personFields)
      .from(users)
      .leftJoin(clubs, eq(clubs.id, users.homeClubId))
      .where(inArray(users.id, ids));
  }

  /** Accounts of a role (at one club, and optionally only active ones), by name; at most `limit`. */
  findByRole(role: UserRole, options: { clubId?: string | null; activeOnly?: boolean; limit: number }) {
    const conditions = [eq(users.role, role)];
    if (options.clubId !== undefined) {
      if (options.clubId === null) return Promise.resolve([] as ChatPerson[]);
      conditions.push(eq(users.homeClubId, options.clubId));
    }
    if (options.activeOnly) conditions.push(eq(users.memberStatus, 'active'));
    return this.db
      .select(personFields)
      .from(users)
      .leftJoin(clubs, eq(clubs.id, users.homeClubId))
      .where(and(...conditions))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(options.limit);
  }

  /**
   * Members whose name, e-mail or member number contains `query`, case-insensitively, by name; at most `limit`.
   * LIKE's wildcards in the query are matched as themselves.
   */
  searchMembers(query: string, limit: number) {
    const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const matches = [
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
      ilike(sql`${users.memberNumber}::text`, pattern),
    ];
    return this.db
      .select({ ...personFields, email: users.email, memberNumber: users.memberNumber })
      .from(users)
      .leftJoin(clubs, eq(clubs.id, users.homeClubId))
      .where(and(eq(users.role, 'member'), or(...matches)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(limit);
  }

  async hasConversation(userId: string, personId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: messages.id }).from(messages).where(involving(userId, personId)).limit(1);
    return Boolean(row);
  }

  async insert(message: { senderId: string; receiverId: string; text: string; isDirector: boolean }) {
    const [row] = await this.db.insert(messages).values(message).returning();
    if (!row) throw new Error('the message was not saved');
    return row;
  }

  /** The newest `limit` messages of the account (with one person, when given), oldest first. */
  async history(userId: string, limit: number, personId?: string): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(involving(userId, personId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return rows.reverse();
  }

  /**
   * The account's messages with the other person of each as `counterpart`, a subquery: grouping and DISTINCT ON
   * must name one column (the same CASE written twice gets two parameters, which Postgres sees as different).
   */
  private withCounterpart(userId: string, personId?: string) {
    return this.db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        receiverId: messages.receiverId,
        text: messages.text,
        photoKey: messages.photoKey,
        isDirector: messages.isDirector,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
        counterpart: counterpartOf(userId).as('counterpart'),
      })
      .from(messages)
      .where(involving(userId, personId))
      .as('mine');
  }

  /** The latest message with each person the account has a conversation with, newest first. */
  async latestPerCounterpart(userId: string, personId?: string): Promise<MessageRow[]> {
    const mine = this.withCounterpart(userId, personId);
    const rows = await this.db
      .selectDistinctOn([mine.counterpart], {
        id: mine.id,
        senderId: mine.senderId,
        receiverId: mine.receiverId,
        text: mine.text,
        photoKey: mine.photoKey,
        isDirector: mine.isDirector,
        readAt: mine.readAt,
        createdAt: mine.createdAt,
      })
      .from(mine)
      .orderBy(mine.counterpart, desc(mine.createdAt), desc(mine.id));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** Every conversation of the account (or the one with personId): who, when last, how many unread. */
  async conversations(userId: string, personId?: string): Promise<ConversationSummary[]> {
    const mine = this.withCounterpart(userId, personId);
    const rows = await this.db
      .select({
        counterpartId: mine.counterpart,
        lastMessageAt: max(mine.createdAt),
        unreadCount: count(sql`case when ${mine.receiverId} = ${userId} and ${mine.readAt} is null then 1 end`),
      })
      .from(mine)
      .groupBy(mine.counterpart);
    return rows.map((row) => ({
      counterpartId: row.counterpartId,
      lastMessageAt: row.lastMessageAt ?? new Date(0),
      unreadCount: Number(row.unreadCount),
    }));
  }

  /** Marks read those of `ids` that senderId sent to readerId and are unread; the ids it marked. */
  async markRead(ids: string[], readerId: string, senderId: string): Promise<string[]> {
    const rows = await this.db
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          inArray(messages.id, ids),
          eq(messages.receiverId, readerId),
          eq(messages.senderId, senderId),
          ne(messages.senderId, readerId),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    return rows.map((row) => row.id);
  }
}
