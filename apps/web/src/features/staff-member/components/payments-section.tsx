import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { formatCurrency } from '@gym/contracts/money';
import type { MemberPayment, MemberRefund } from '@gym/contracts/staff-member';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { showBanner } from '../../../lib/banner-store';
import { downloadMemberFile } from '../api/get-member-file';
import { useRefundPayment } from '../api/refund-payment';
import { ActionDialog } from './action-dialog';
import { DataTable } from './data-table';
import { Empty, SectionCard } from './section-card';

const CSV_COLUMNS = [
  { header: 'Date', value: (row: MemberPayment) => row.date },
  { header: 'Paid for', value: (row: MemberPayment) => row.paidFor },
  { header: 'Card', value: (row: MemberPayment) => row.card },
  { header: 'Amount', value: (row: MemberPayment) => (row.amountCents / 100).toFixed(2) },
  { header: 'Refunded', value: (row: MemberPayment) => (row.refundedCents / 100).toFixed(2) },
  { header: 'Charge id', value: (row: MemberPayment) => row.chargeId },
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
  // One key per opening of the dialog: a double click or a retry after a timeout refunds once.
  const [requestKey] = useState(() => crypto.randomUUID());
  return (
    <ActionDialog
      title="Refund a payment"
      text={`${payment.paidFor}, ${payment.date}: ${formatCurrency(payment.amountCents)}. The money goes back to the card it was paid with.`}
      confirmLabel="Refund"
      danger
      amount={{ label: 'Amount to refund', defaultCents: payment.refundableCents, maxCents: payment.refundableCents }}
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
  const receipt = (payment: MemberPayment) =>
    downloadMemberFile(payment.receiptPath, `receipt-${payment.date}.pdf`).catch((error: Error) =>
      showBanner(error.message),
    );
  return (
    <SectionCard
      title="Payments"
      actions={<ExportCsvButton rows={props.payments} columns={CSV_COLUMNS} fileName="payments" />}
    >
      {props.payments.length === 0 ? (
        <Empty>No payments yet.</Empty>
      ) : (
        <DataTable
          label="Payments"
          rows={props.payments}
          rowKey={(row) => row.chargeId}
          columns={[
            { header: 'Date', nowrap: true, cell: (row) => row.date },
            { header: 'Paid for', cell: (row) => row.paidFor },
            { header: 'Card', cell: (row) => row.card ?? '—' },
            { header: 'Amount', align: 'right', nowrap: true, cell: (row) => formatCurrency(row.amountCents) },
            {
              header: 'Refunded',
              align: 'right',
              cell: (row) => (row.refundedCents > 0 ? formatCurrency(row.refundedCents) : '—'),
            },
            {
              header: 'Actions',
              cell: (row) => (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => void receipt(row)} aria-label={`Receipt of ${row.date}`}>
                    Receipt
                  </Button>
                  {props.canAct && row.refundableCents > 0 && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRefunding(row)}
                      aria-label={`Refund the payment of ${row.date}`}
                    >
                      Refund
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
            Refunds
          </Typography>
          {props.refunds.map((refund) => (
            <Typography key={refund.id} variant="body2">
              {refund.date}: {formatCurrency(refund.amountCents)} ({refund.status}) — {refund.reason}
              {refund.requestedBy ? `, by ${refund.requestedBy}` : ''}
            </Typography>
          ))}
        </Stack>
      )}
      {refunding && <RefundDialog memberId={props.memberId} payment={refunding} onClose={() => setRefunding(null)} />}
    </SectionCard>
  );
}
