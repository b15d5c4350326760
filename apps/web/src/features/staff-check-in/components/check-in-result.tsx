import { Alert, AlertTitle, Box, Stack } from '@mui/material';
import type { GuestCheckInAnswer } from '@gym/contracts/guest-passes';
import type { DeskCheckInAnswer } from '@gym/contracts/visits';
import { formatClubTime } from '../../../lib/club-days';
import { MemberPhoto } from './member-photo';

export type CheckInOutcome =
  { kind: 'checked-in'; answer: DeskCheckInAnswer['data'] } | { kind: 'failed'; code: string; message: string };

/** A guest let in with a guest pass: who, invited by whom, where and when. */
function GuestCheckedIn({ pass }: { pass: GuestCheckInAnswer['data']['guestPass'] }) {
  return (
    <Alert severity="success" variant="outlined" role="status">
      <AlertTitle>Guest checked in</AlertTitle>
      <strong>{pass.guestName}</strong>, guest of {pass.invitedBy.name} (member {pass.invitedBy.idCA})
      <br />
      Guest pass {pass.code}: {pass.club.displayName}, {formatClubTime(pass.checkInTime)}
    </Alert>
  );
}

/**
 * The last scan's outcome, kept on screen until the next scan replaces it. A refusal is an alert (the desk must
 * not let the person in), a check-in a status; both are read out when they appear.
 */
export function CheckInResult({ outcome }: { outcome: CheckInOutcome }) {
  if (outcome.kind === 'failed') {
    return (
      <Alert severity="error" variant="outlined" role="alert">
        <AlertTitle>Not checked in</AlertTitle>
        {outcome.code}: {outcome.message}
      </Alert>
    );
  }
  if ('guestPass' in outcome.answer) return <GuestCheckedIn pass={outcome.answer.guestPass} />;
  const { member, visit, alreadyCheckedIn } = outcome.answer;
  const time = formatClubTime(visit.checkInTime);
  return (
    <Alert severity="success" variant="outlined" role="status">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MemberPhoto member={member} />
        <Box>
          <AlertTitle>Checked in</AlertTitle>
          <strong>{member.name}</strong>, member {member.idCA}
          <br />
          {alreadyCheckedIn
            ? `Already checked in at ${visit.club.displayName} at ${time}; no second visit recorded.`
            : `${visit.club.displayName}, ${time}`}
        </Box>
      </Stack>
    </Alert>
  );
}
