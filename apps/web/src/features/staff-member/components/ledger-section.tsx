import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { Balance, BalanceEntry } from '@gym/contracts/member-billing';
import { formatCurrency } from '@gym/contracts/money';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { showBanner } from '../../../lib/banner-store';
import { useAdjustBalance } from '../api/adjust-balance';
import { ActionDialog } from './action-dialog';
import { DataTable } from './data-table';
import { Empty, SectionCard } from './section-card';

const CSV_COLUMNS = [
  { header: 'Date', value: (row: BalanceEntry) => row.date },
  { header: 'Kind', value: (row: BalanceEntry) => row.kind },
  { header: 'Description', value: (row: BalanceEntry) => row.description },
  { header: 'Amount', value: (row: BalanceEntry) => (row.amountCents / 100).toFixed(2) },
];

/** What can be waived: a debt the club charged (a payment is refunded instead). */
const WAIVABLE = new Set<BalanceEntry['kind']>(['dues', 'fee', 'freeze_fee']);

type Adjusting = { kind: 'credit' } | { kind: 'waive'; entry: BalanceEntry };

function AdjustDialog({
  memberId,
  adjusting,
  onClose,
}: {
  memberId: string;
  adjusting: Adjusting;
  onClose: () => void;
}) {
  const adjust = useAdjustBalance(memberId);
  const waive = adjusting.kind === 'waive' ? adjusting.entry : null;
  return (
    <ActionDialog
      title={waive ? 'Waive a fee' : 'Add a credit'}
      text={
        waive
          ? `${waive.description}, ${waive.date}: ${formatCurrency(waive.amountCents)}. Waiving it takes it off the balance.`
          : 'A credit lowers the balance; the next dues are paid from it first.'
      }
      confirmLabel={waive ? 'Waive' : 'Add credit'}
      amount={
        waive
          ? { label: 'Amount to waive', defaultCents: waive.amountCents, maxCents: waive.amountCents }
          : { label: 'Credit amount' }
      }
      onClose={onClose}
      onSubmit={async ({ reason, amountCents }) => {
        const answer = await adjust.mutateAsync({
          kind: adjusting.kind,
          amountCents: amountCents ?? 0,
          reason,
          ...(waive ? { ledgerEntryId: waive.id } : {}),
        });
        showBanner(answer.message, { severity: 'success' });
      }}
    />
  );
}

/** The balance and the whole ledger, newest first; a manager waives a fee or adds a credit. */
export function LedgerSection(props: { memberId: string; balance: Balance; ledger: BalanceEntry[]; canAct: boolean }) {
  const [adjusting, setAdjusting] = useState<Adjusting | null>(null);
  const { balance } = props;
  return (
    <SectionCard
      title="Balance and ledger"
      actions={
        <>
          {props.canAct && (
            <Button size="small" variant="outlined" onClick={() => setAdjusting({ kind: 'credit' })}>
              Add credit
            </Button>
          )}
          <ExportCsvButton rows={props.ledger} columns={CSV_COLUMNS} fileName="ledger" />
        </>
      }
    >
      <Typography sx={{ mb: 1 }}>
        Balance:{' '}
        <strong>
          {balance.balanceCents < 0 ? `${formatCurrency(-balance.balanceCents)} credit` : balance.balance}
        </strong>
        {balance.amountDueCents > 0 && ` (${balance.amountDue} due)`}
      </Typography>
      {props.ledger.length === 0 ? (
        <Empty>No ledger entries.</Empty>
      ) : (
        <DataTable
          label="Ledger"
          rows={props.ledger}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Date', nowrap: true, cell: (row) => row.date },
            { header: 'Description', cell: (row) => row.description },
            { header: 'Amount', align: 'right', nowrap: true, cell: (row) => row.amount },
            {
              header: 'Actions',
              cell: (row) =>
                props.canAct && WAIVABLE.has(row.kind) && row.amountCents > 0 ? (
                  <Button
                    size="small"
                    onClick={() => setAdjusting({ kind: 'waive', entry: row })}
                    aria-label={`Waive ${row.description}`}
                  >
                    Waive
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {adjusting && <AdjustDialog memberId={props.memberId} adjusting={adjusting} onClose={() => setAdjusting(null)} />}
    </SectionCard>
  );
}
