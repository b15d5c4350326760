/** The follow-ups page's query keys: a mark changes one list, which is fetched again. */
export const FOLLOW_UP_KEYS = {
  signups: (clubId: string | null) => ['staff', 'follow-ups', 'signups', clubId ?? 'all'] as const,
  pastDue: (clubId: string | null) => ['staff', 'follow-ups', 'past-due', clubId ?? 'all'] as const,
  all: ['staff', 'follow-ups'] as const,
};

export const clubQuery = (clubId: string | null) => (clubId ? `?clubId=${encodeURIComponent(clubId)}` : '');
