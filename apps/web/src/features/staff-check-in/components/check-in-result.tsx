import { Alert, AlertTitle } from '@mui/material';
import type { CheckInAnswer } from '@gym/contracts/visits';
import { formatClubTime } from '../../../lib/club-days';

export type CheckInOutcome =
  { kind: 'checked-in'; answer: CheckInAnswer['data'] } | { kind: 'failed'; code: string; message: string };

/** The last scan's outcome, kept on screen until the next scan (the banner closes on its own). */
export function CheckInResult({ outcome }: { outcome: CheckInOutcome }) {
  if (outcome.kind === 'failed') {
    return (
      <Alert severity="error" variant="outlined">
        <AlertTitle>Not checked in</AlertTitle>
        {outcome.code}: {outcome.message}
      </Alert>
    );
  }
  const { member, visit, alreadyCheckedIn } = outcome.answer;
  const time = formatClubTime(visit.checkInTime);
  return (
    <Alert severity="success" variant="outlined">
      <AlertTitle>Checked in</AlertTitle>
      <strong>{member.name}</strong>, member {member.idCA}
      <br />
      {alreadyCheckedIn
        ? `Already checked in at ${visit.club.displayName} at ${time}; no second visit recorded.`
        : `${visit.club.displayName}, ${time}`}
    </Alert>
  );
}
