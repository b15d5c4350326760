/** A club's trainers, the member's own club's first (features/trainers). */
export const TRAINERS_PATH = '/trainers';

/** The conversation with a member's trainer (features/messages: `?trainer=` opens it). */
export function messageTrainerPath(trainerId: string): string {
  return `/messages?trainer=${encodeURIComponent(trainerId)}`;
}

/** The conversation with a trainer's member (features/messages: `?with=` opens it). */
export function messageMemberPath(memberId: string): string {
  return `/messages?with=${encodeURIComponent(memberId)}`;
}

/**
 * The trainer's 'Join the session': the conversation with the session's member, where the video call is started
 * at once (features/messages: `&call=1` rings the member of `?with=` once the dialog is open).
 */
export function callMemberPath(memberId: string): string {
  return `${messageMemberPath(memberId)}&call=1`;
}

/** How members see a trainer's page (features/trainers). */
export function trainerPagePath(trainerId: string): string {
  return `/trainers/${encodeURIComponent(trainerId)}`;
}
