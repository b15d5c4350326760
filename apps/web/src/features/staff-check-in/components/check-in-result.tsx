import type { GuestCheckInAnswer } from '@gym/contracts/guest-passes';
import { DESK_STATUS_LABELS, type DeskCheckInAnswer, type DeskMember } from '@gym/contracts/visits';
import { formatClubTime } from '../../../lib/club-days';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { staffCheckInText } from '../i18n';
import { MemberPhoto } from './member-photo';
import { ScanPanel } from './scan-panel';

export type CheckInOutcome =
  | { kind: 'checked-in'; answer: DeskCheckInAnswer['data'] }
  | { kind: 'refused'; code: string; member: DeskMember; reason: string }
  | { kind: 'failed'; code: string; message: string };

/** A guest let in with a guest pass: who, invited by whom, where and when. */
function GuestCheckedIn({ pass }: { pass: GuestCheckInAnswer['data']['guestPass'] }) {
  const t = useText(staffCheckInText);
  const shared = useSharedText();
  return (
    <ScanPanel
      accepted
      title={t('staff-check-in.result.guestCheckedIn')}
      statusLabel={shared(DESK_STATUS_LABELS['guest-pass'])}
    >
      <RichText
        catalog={staffCheckInText}
        id="staff-check-in.result.guestOf"
        values={{ guestName: pass.guestName, memberName: pass.invitedBy.name, memberNumber: pass.invitedBy.idCA }}
        components={{ 0: <strong /> }}
      />
      <br />
      {t('staff-check-in.result.guestPass', {
        code: pass.code,
        club: pass.club.displayName,
        time: formatClubTime(pass.checkInTime),
      })}
    </ScanPanel>
  );
}

/** The member's name and number: the first thing the desk compares with the person and the photo. */
const Who = ({ member }: { member: DeskMember }) => (
  <>
    <RichText
      catalog={staffCheckInText}
      id="staff-check-in.result.member"
      values={{ name: member.name, memberNumber: member.idCA }}
      components={{ 0: <strong /> }}
    />
    <br />
  </>
);

/**
 * The last scan's outcome, kept on screen until the next scan replaces it: who it was (photo, name, status) when
 * the code is a member's, whether they were let in, and the exact reason when not.
 */
export function CheckInResult({ outcome }: { outcome: CheckInOutcome }) {
  const t = useText(staffCheckInText);
  const shared = useSharedText();
  if (outcome.kind === 'failed') {
    return (
      <ScanPanel accepted={false} title={t('staff-check-in.result.notCheckedIn')}>
        {outcome.code}: {outcome.message}
      </ScanPanel>
    );
  }
  if (outcome.kind === 'refused') {
    const { member } = outcome;
    return (
      <ScanPanel
        accepted={false}
        title={t('staff-check-in.result.notCheckedIn')}
        statusLabel={shared(DESK_STATUS_LABELS[member.status])}
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
      title={t('staff-check-in.result.checkedIn')}
      statusLabel={shared(DESK_STATUS_LABELS[member.status])}
      photo={<MemberPhoto member={member} />}
    >
      <Who member={member} />
      {alreadyCheckedIn
        ? t('staff-check-in.result.alreadyCheckedIn', { club: visit.club.displayName, time })
        : `${visit.club.displayName}, ${time}`}
      {/* A typed number proves less than a code: said, so the desk looks at the face and the photo. */}
      {method === 'manual' && (
        <>
          <br />
          <RichText catalog={staffCheckInText} id="staff-check-in.result.manual" components={{ 0: <strong /> }} />
        </>
      )}
    </ScanPanel>
  );
}
