import { Alert, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FREEZE_MONTH_CHOICES } from '@gym/contracts/membership-freeze';
import { formatCurrency } from '@gym/contracts/money';
import { MEMBER_PAGE_STATUS_LABELS, type MemberPage } from '@gym/contracts/staff-member';
import { STAFF_ACTION_MESSAGES, STAFF_ACTION_TEMPLATES } from '@gym/contracts/staff-member-actions';
import { showBanner } from '../../../lib/banner-store';
import { sharedText, useSharedText, useText } from '../../../lib/i18n/catalog';
import { currentLocale } from '../../../lib/i18n/i18n';
import { useCancelMembership } from '../api/cancel-membership';
import { useFreezeMembership } from '../api/freeze-membership';
import { staffMemberText } from '../i18n';
import { ActionDialog } from './action-dialog';
import { Empty, SectionCard } from './section-card';
import { stateText } from './state-text';

/**
 * The server's sentence for a freeze or a notice given, in the request's language; when an answer carries none,
 * contracts' own: its English as contracts fills it, its Spanish through its template with the same reference.
 */
const doneText = (answer: { message?: string }, kind: 'frozen' | 'cancelled', reference: string) =>
  answer.message ??
  (currentLocale() === 'en'
    ? STAFF_ACTION_MESSAGES[kind](reference)
    : sharedText(STAFF_ACTION_TEMPLATES[kind], { reference }));

function FreezeDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const freeze = useFreezeMembership(memberId);
  const [months, setMonths] = useState<number>(1);
  const t = useText(staffMemberText);
  return (
    <ActionDialog
      title={t('staff-member.freeze.title')}
      text={t('staff-member.freeze.text')}
      confirmLabel={t('staff-member.freeze.confirm')}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const answer = await freeze.mutateAsync({ months, reason });
        showBanner(doneText(answer, 'frozen', answer.data.reference), { severity: 'success' });
      }}
    >
      <TextField
        select
        label={t('staff-member.freeze.months')}
        value={months}
        onChange={(event) => setMonths(Number(event.target.value))}
      >
        {FREEZE_MONTH_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t('staff-member.freeze.monthCount', { count: choice })}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

function CancelDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const cancel = useCancelMembership(memberId);
  const t = useText(staffMemberText);
  return (
    <ActionDialog
      title={t('staff-member.cancel.title')}
      text={t('staff-member.cancel.text')}
      confirmLabel={t('staff-member.cancel.confirm')}
      danger
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const answer = await cancel.mutateAsync({ reason });
        showBanner(doneText(answer, 'cancelled', answer.data.reference), { severity: 'success' });
      }}
    />
  );
}

/** The current membership, a manager's "Freeze" and "Cancel membership", and the membership's history. */
export function MembershipSection(props: { memberId: string; page: MemberPage; canAct: boolean }) {
  const { membership, membershipHistory } = props.page;
  const [dialog, setDialog] = useState<'freeze' | 'cancel' | null>(null);
  const t = useText(staffMemberText);
  const shared = useSharedText();
  const open = membership !== null && membership.status !== 'cancelled' && membership.monthly;
  return (
    <SectionCard
      title={t('staff-member.membership.title')}
      actions={
        props.canAct && open ? (
          <>
            <Button size="small" variant="outlined" onClick={() => setDialog('freeze')}>
              {t('staff-member.membership.freeze')}
            </Button>
            {!membership.cancellation && (
              <Button size="small" variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                {t('staff-member.membership.cancel')}
              </Button>
            )}
          </>
        ) : null
      }
    >
      {membership === null ? (
        <Empty>{t('staff-member.membership.none')}</Empty>
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('staff-member.membership.planAt', { plan: membership.planName, club: membership.clubName })}
            </Typography>
            <Chip size="small" label={shared(MEMBER_PAGE_STATUS_LABELS[membership.status])} />
          </Stack>
          <Typography variant="body2">
            {membership.endDate
              ? t(
                  membership.monthly
                    ? 'staff-member.membership.priceMonthlyFromTo'
                    : 'staff-member.membership.priceFromTo',
                  {
                    price: formatCurrency(membership.priceCents),
                    start: membership.startDate,
                    end: membership.endDate,
                  },
                )
              : t(
                  membership.monthly ? 'staff-member.membership.priceMonthlyFrom' : 'staff-member.membership.priceFrom',
                  {
                    price: formatCurrency(membership.priceCents),
                    start: membership.startDate,
                  },
                )}
          </Typography>
          {membership.standing.nextCharge && (
            <Typography variant="body2">
              {t('staff-member.membership.nextCharge', {
                amount: membership.standing.nextCharge.amount,
                date: membership.standing.nextCharge.date,
              })}
            </Typography>
          )}
          {membership.cancellation && (
            <Alert severity="warning" variant="outlined">
              {t('staff-member.membership.notice', {
                noticeDate: membership.cancellation.noticeDate,
                lastDay: membership.cancellation.lastDay,
                reference: membership.cancellation.reference,
              })}
            </Alert>
          )}
        </Stack>
      )}
      {membershipHistory.length > 0 && (
        <Stack
          component="ul"
          spacing={0.5}
          sx={{ pl: 2.5, mt: 2, mb: 0 }}
          aria-label={t('staff-member.membership.history')}
        >
          {membershipHistory.map((event) => (
            <Typography component="li" variant="body2" key={event.id}>
              {event.date}: {event.description} ({stateText(event.status)}
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
