import { Alert, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FREEZE_MONTH_CHOICES } from '@gym/contracts/membership-freeze';
import { formatCurrency } from '@gym/contracts/money';
import { MEMBER_PAGE_STATUS_LABELS, type MemberPage } from '@gym/contracts/staff-member';
import { STAFF_ACTION_MESSAGES } from '@gym/contracts/staff-member-actions';
import { showBanner } from '../../../lib/banner-store';
import { useCancelMembership } from '../api/cancel-membership';
import { useFreezeMembership } from '../api/freeze-membership';
import { ActionDialog } from './action-dialog';
import { Empty, SectionCard } from './section-card';

function FreezeDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const freeze = useFreezeMembership(memberId);
  const [months, setMonths] = useState<number>(1);
  return (
    <ActionDialog
      title="Freeze the membership"
      text="The same rules as the member's own freeze: whole months from the next billing month, a freeze fee instead of the dues, no check-in meanwhile. The member is e-mailed."
      confirmLabel="Freeze"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const answer = await freeze.mutateAsync({ months, reason });
        showBanner(STAFF_ACTION_MESSAGES.frozen(answer.data.reference), { severity: 'success' });
      }}
    >
      <TextField select label="Months" value={months} onChange={(event) => setMonths(Number(event.target.value))}>
        {FREEZE_MONTH_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice} {choice === 1 ? 'month' : 'months'}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

function CancelDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const cancel = useCancelMembership(memberId);
  return (
    <ActionDialog
      title="Cancel the membership"
      text="Gives notice today, as the member would: the same notice period and last charge, and within five business days of joining every payment is refunded. The member is e-mailed."
      confirmLabel="Cancel membership"
      danger
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const answer = await cancel.mutateAsync({ reason });
        showBanner(STAFF_ACTION_MESSAGES.cancelled(answer.data.reference), { severity: 'success' });
      }}
    />
  );
}

/** The current membership, a manager's "Freeze" and "Cancel membership", and the membership's history. */
export function MembershipSection(props: { memberId: string; page: MemberPage; canAct: boolean }) {
  const { membership, membershipHistory } = props.page;
  const [dialog, setDialog] = useState<'freeze' | 'cancel' | null>(null);
  const open = membership !== null && membership.status !== 'cancelled' && membership.monthly;
  return (
    <SectionCard
      title="Membership"
      actions={
        props.canAct && open ? (
          <>
            <Button size="small" variant="outlined" onClick={() => setDialog('freeze')}>
              Freeze
            </Button>
            {!membership.cancellation && (
              <Button size="small" variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                Cancel membership
              </Button>
            )}
          </>
        ) : null
      }
    >
      {membership === null ? (
        <Empty>No membership.</Empty>
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {membership.planName} at {membership.clubName}
            </Typography>
            <Chip size="small" label={MEMBER_PAGE_STATUS_LABELS[membership.status]} />
          </Stack>
          <Typography variant="body2">
            {formatCurrency(membership.priceCents)}
            {membership.monthly ? ' a month' : ''}, from {membership.startDate}
            {membership.endDate ? ` to ${membership.endDate}` : ''}
          </Typography>
          {membership.standing.nextCharge && (
            <Typography variant="body2">
              Next charge {membership.standing.nextCharge.amount} on {membership.standing.nextCharge.date}
            </Typography>
          )}
          {membership.cancellation && (
            <Alert severity="warning" variant="outlined">
              Notice to cancel given {membership.cancellation.noticeDate}: last day {membership.cancellation.lastDay}{' '}
              (reference {membership.cancellation.reference}).
            </Alert>
          )}
        </Stack>
      )}
      {membershipHistory.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, mt: 2, mb: 0 }} aria-label="Membership history">
          {membershipHistory.map((event) => (
            <Typography component="li" variant="body2" key={event.id}>
              {event.date}: {event.description} ({event.status}
              {event.reference ? `, ${event.reference}` : ''})
            </Typography>
          ))}
        </Stack>
      )}
      {dialog === 'freeze' && <FreezeDialog memberId={props.memberId} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <CancelDialog memberId={props.memberId} onClose={() => setDialog(null)} />}
    </SectionCard>
  );
}
