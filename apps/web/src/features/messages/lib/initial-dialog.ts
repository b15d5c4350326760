export interface DialogCandidate {
  userId: string;
  isDirector: boolean;
}

/**
 * Which dialog /messages opens once the messages have loaded (section 4): the trainer named in ?trainer=,
 * or the director's when no trainer id is given. Only a member is sent to the director by default; trainers
 * and the director start on their list. An id that is not among the people this account may talk to opens
 * nothing (the list shows instead).
 */
export function initialDialog(
  contacts: readonly DialogCandidate[],
  trainerId: string | null,
  { isMember }: { isMember: boolean },
): string | null {
  if (trainerId) return contacts.some((contact) => contact.userId === trainerId) ? trainerId : null;
  if (!isMember) return null;
  return contacts.find((contact) => contact.isDirector)?.userId ?? null;
}
