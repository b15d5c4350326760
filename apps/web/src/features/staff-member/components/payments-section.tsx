import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatCurrency } from '@gym/contracts/money';
import type { MemberPayment, MemberRefund } from '@gym/contracts/staff-member';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { showBanner } from '../../../lib/banner-store';
import { downloadFile } from '../../../lib/download-file';
import { useText } from '../../../lib/i18n/catalog';
import { useRefundPayment } from '../api/refund-payment';
import { staffMemberText } from '../i18n';
import { ActionDialog } from './action-dialog';
import { DataTable } from './data-table';
import { Empty, SectionCard } from './section-card';
import { csvHeader, stateText } from './state-text';

/** The export's header row is in the language shown; its values are the same in every language. */
const csvColumns = () => [
  { header: csvHeader('staff-member.csv.date'), value: (row: MemberPayment) => row.date },
  { header: csvHeader('staff-member.csv.paidFor'), value: (row: MemberPayment) => row.paidFor },
  { header: csvHeader('staff-member.csv.card'), value: (row: MemberPayment) => row.card },
  { header: csvHeader('staff-member.csv.amount'), value: (row: MemberPayment) => (row.amountCents / 100).toFixed(2) },
  {
    header: csvHeader('staff-member.csv.refunded'),
    value: (row: MemberPayment) => (row.refundedCents / 100).toFixed(2),
  },
  { header: csvHeader('staff-member.csv.chargeId'), value: (row: MemberPayment) => row.chargeId },
];

const SEVERITY = { succeeded: 'success', pending: 'info', failed: 'error' } as const;

function RefundDialog({
  memberId,
  payment,
  onClose,
}: {
  memberId: string;
  payment: MemberPayment;
  onClose: () => void;
}) {
  const refund = useRefundPayment(memberId);
  const t = useText(staffMemberText);
  // One key per opening of the dialog: a double click or a retry after a timeout refunds once.
  const [requestKey] = useState(() => crypto.randomUUID());
  return (
    <ActionDialog
      title={t('staff-member.refund.title')}
      text={t('staff-member.refund.text', {
        paidFor: payment.paidFor,
        date: payment.date,
        amount: formatCurrency(payment.amountCents),
      })}
      confirmLabel={t('staff-member.refund.confirm')}
      danger
      amount={{
        label: t('staff-member.refund.amount'),
        defaultCents: payment.refundableCents,
        maxCents: payment.refundableCents,
      }}
      onClose={onClose}
      onSubmit={async ({ reason, amountCents }) => {
        const answer = await refund.mutateAsync({
          chargeId: payment.chargeId,
          amountCents: amountCents ?? 0,
          reason,
          requestKey,
        });
        showBanner(answer.message, { severity: SEVERITY[answer.data.status] });
      }}
    />
  );
}

/** The member's payments, each with its receipt and, for a manager, "Refund" while something is left of it. */
export function PaymentsSection(props: {
  memberId: string;
  payments: MemberPayment[];
  refunds: MemberRefund[];
  canAct: boolean;
}) {
  const [refunding, setRefunding] = useState<MemberPayment | null>(null);
  const t = useText(staffMemberText);
  const receipt = (payment: MemberPayment) =>
    downloadFile(payment.receiptPath, `receipt-${payment.date}.pdf`).catch((error: Error) => showBanner(error.message));
  return (
    <SectionCard
      title={t('staff-member.payments.title')}
      actions={<ExportCsvButton rows={props.payments} columns={csvColumns()} fileName="payments" />}
    >
      {props.payments.length === 0 ? (
        <Empty>{t('staff-member.payments.none')}</Empty>
      ) : (
        <DataTable
          label={t('staff-member.payments.title')}
          rows={props.payments}
          rowKey={(row) => row.chargeId}
          columns={[
            { header: t('staff-member.payments.date'), nowrap: true, cell: (row) => row.date },
            { header: t('staff-member.payments.paidFor'), cell: (row) => row.paidFor },
            { header: t('staff-member.payments.card'), cell: (row) => row.card ?? '—' },
            {
              header: t('staff-member.payments.amount'),
              align: 'right',
              nowrap: true,
              cell: (row) => formatCurrency(row.amountCents),
            },
            {
              header: t('staff-member.payments.refunded'),
              align: 'right',
              cell: (row) => (row.refundedCents > 0 ? formatCurrency(row.refundedCents) : '—'),
            },
            {
              header: t('staff-member.payments.actions'),
              cell: (row) => (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => void receipt(row)}
                    aria-label={t('staff-member.payments.receiptOf', { date: row.date })}
                  >
                    {t('staff-member.payments.receipt')}
                  </Button>
                  {props.canAct && row.refundableCents > 0 && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRefunding(row)}
                      aria-label={t('staff-member.payments.refundOf', { date: row.date })}
                    >
                      {t('staff-member.payments.refund')}
                    </Button>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      )}
      {props.refunds.length > 0 && (
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('staff-member.payments.refunds')}
          </Typography>
          {props.refunds.map((refund) => (
            <Typography key={refund.id} variant="body2">
              {refund.date}: {formatCurrency(refund.amountCents)} ({stateText(refund.status)}) — {refund.reason}
              {refund.requestedBy ? t('staff-member.payments.by', { name: refund.requestedBy }) : ''}
            </Typography>
          ))}
        </Stack>
      )}
      {refunding && <RefundDialog memberId={props.memberId} payment={refunding} onClose={() => setRefunding(null)} />}
    </SectionCard>
  );
}
