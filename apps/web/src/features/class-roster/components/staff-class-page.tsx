import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { UserRole } from '@gym/contracts/auth';
import { SESSION_EDIT_ROLES, STAFF_CLASS_MESSAGES } from '@gym/contracts/staff-classes';
import { PageSpinner } from '../../../components/page-spinner';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useRoster } from '../api/get-roster';
import { classRosterText } from '../i18n';
import { useClubNames } from '../lib/club-names';
import { STAFF_CLASSES_PATH } from '../lib/paths';
import { ROSTER_TIME_ZONE } from '../lib/time-zone';
import { useNow } from '../lib/use-now';
import { BackLink } from './back-link';
import { LoadError } from '../../../components/load-error';
import { type Removal, RemoveMemberDialog } from './remove-member-dialog';
import { RosterSections } from './roster-sections';
import { SessionActions } from './session-actions';
import { SessionSummary } from './session-summary';

const canEdit = (role: UserRole | undefined) => (SESSION_EDIT_ROLES as readonly string[]).includes(role ?? '');

/**
 * /staff/classes/:sessionId (the console's roles, a club in the account's scope): the class's roster with
 * attendance; for managers and the director, until it starts, its changes and a Remove on each member.
 */
export function Component() {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const sessionId = useParams().sessionId ?? '';
  const roster = useRoster('staff', sessionId);
  const role = useSession()?.user.role;
  const clubNames = useClubNames();
  const now = useNow();
  const [notice, setNotice] = useState<string | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);

  if (roster.isError) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <BackLink to={STAFF_CLASSES_PATH} label={t('class-roster.staff.back')} />
        <LoadError
          text={t('class-roster.loadError')}
          reason={roster.error.message}
          onRetry={() => void roster.refetch()}
        />
      </Stack>
    );
  }
  if (!roster.data) return <PageSpinner label={t('class-roster.loading')} />;

  const { session, className } = roster.data;
  const started = Date.parse(session.startsAt) <= now;
  const editable = canEdit(role) && !session.cancelled && !started;
  const backTo = `${STAFF_CLASSES_PATH}?${new URLSearchParams({ club: session.clubId, day: session.day })}`;
  const removeAction = editable
    ? (entry: { bookingId: string; firstName: string; lastName: string }, waiting: boolean) => {
        const name = `${entry.firstName} ${entry.lastName}`;
        return (
          <Button
            size="small"
            color="error"
            startIcon={<PersonRemoveOutlinedIcon />}
            aria-label={t('class-roster.remove.label', { name })}
            onClick={() => {
              setNotice(null);
              setRemoval({ bookingId: entry.bookingId, name, waiting });
            }}
          >
            {t('class-roster.remove.action')}
          </Button>
        );
      }
    : undefined;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack spacing={1}>
        <BackLink to={backTo} label={t('class-roster.staff.back')} />
        <SessionSummary
          session={session}
          className={className}
          timeZone={ROSTER_TIME_ZONE}
          clubName={clubNames.get(session.clubId)}
        />
      </Stack>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {session.cancelled && (
        <Alert severity="warning" variant="outlined">
          {t('class-roster.cancelledNote')}
        </Alert>
      )}
      {editable && <SessionActions roster={roster.data} onDone={setNotice} />}
      {canEdit(role) && started && !session.cancelled && (
        <Alert severity="info" variant="outlined">
          {shared(STAFF_CLASS_MESSAGES.started)}
        </Alert>
      )}
      <RosterSections
        area="staff"
        roster={roster.data}
        timeZone={ROSTER_TIME_ZONE}
        now={now}
        removeAction={removeAction}
      />
      {removal && (
        <RemoveMemberDialog
          sessionId={session.id}
          removal={removal}
          onClose={() => setRemoval(null)}
          onDone={(text) => {
            setRemoval(null);
            setNotice(text);
          }}
        />
      )}
    </Stack>
  );
}
