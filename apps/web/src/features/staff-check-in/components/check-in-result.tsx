import type { GuestCheckInAnswer } from '@gym/contracts/guest-passes';
import { DESK_STATUS_LABELS, type DeskCheckInAnswer, type DeskMember } from '@gym/contracts/visits';
import { formatClubTime } from '../../../lib/club-days';
import { MemberPhoto } from './member-photo';
import { ScanPanel } from './scan-panel';

export type CheckInOutcome =
  | { kind: 'checked-in'; answer: DeskCheckInAnswer['data'] }
  | { kind: 'refused'; code: string; member: DeskMember; reason: string }
  | { kind: 'failed'; code: string; message: string };

/** A guest let in with a guest pass: who, invited by whom, where and when. */
function GuestCheckedIn({ pass }: { pass: GuestCheckInAnswer['data']['guestPass'] }) {
  return (
    <ScanPanel accepted title="Guest checked in" statusLabel={DESK_STATUS_LABELS['guest-pass']}>
      <strong>{pass.guestName}</strong>, guest of {pass.invitedBy.name} (member {pass.invitedBy.idCA})
      <br />
      Guest pass {pass.code}: {pass.club.displayName}, {formatClubTime(pass.checkInTime)}
    </ScanPanel>
  );
}

/** The member's name and number: the first thing the desk compares with the person and the photo. */
const Who = ({ member }: { member: DeskMember }) => (
  <>
    <strong>{member.name}</strong>, member {member.idCA}
    <br />
  </>
);

/**
 * The last scan's outcome, kept on screen until the next scan replaces it: who it was (photo, name, status) when
 * the code is a member's, whether they were let in, and the exact reason when not.
 */
export function CheckInResult({ outcome }: { outcome: CheckInOutcome }) {
  if (outcome.kind === 'failed') {
    return (
      <ScanPanel accepted={false} title="Not checked in">
        {outcome.code}: {outcome.message}
      </ScanPanel>
    );
  }
  if (outcome.kind === 'refused') {
    const { member } = outcome;
    return (
      <ScanPanel
        accepted={false}
        title="Not checked in"
        statusLabel={DESK_STATUS_LABELS[member.status]}
        photo={<MemberPhoto member={member} />}
      >
        <Who member={member} />
        {outcome.code}: {outcome.reason}
      </ScanPanel>
    );
  }
  if ('guestPass' in outcome.answer) return <GuestCheckedIn pass={outcome.answer.guestPass} />;
  const { member, visit, alreadyCheckedIn, method } = outcome.answer;
  const time = formatClubTime(visit.checkInTime);
  return (
    <ScanPanel
      accepted
      title="Checked in"
      statusLabel={DESK_STATUS_LABELS[member.status]}
      photo={<MemberPhoto member={member} />}
    >
      <Who member={member} />
      {alreadyCheckedIn
        ? `Already checked in at ${visit.club.displayName} at ${time}; no second visit recorded.`
        : `${visit.club.displayName}, ${time}`}
      {/* A typed number proves less than a code: said, so the desk looks at the face and the photo. */}
      {method === 'manual' && (
        <>
          <br />
          <strong>Manual check-in</strong> (member number typed)
        </>
      )}
    </ScanPanel>
  );
}
