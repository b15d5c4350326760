import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { Balance, BalanceEntry } from '@gym/contracts/member-billing';
import { formatCurrency } from '@gym/contracts/money';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { showBanner } from '../../../lib/banner-store';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { useAdjustBalance } from '../api/adjust-balance';
import { staffMemberText } from '../i18n';
import { ActionDialog } from './action-dialog';
import { DataTable } from './data-table';
import { Empty, SectionCard } from './section-card';
import { csvHeader } from './state-text';

/** The export's header row is in the language shown; its values are the same in every language. */
const csvColumns = () => [
  { header: csvHeader('staff-member.csv.date'), value: (row: BalanceEntry) => row.date },
  { header: csvHeader('staff-member.csv.kind'), value: (row: BalanceEntry) => row.kind },
  { header: csvHeader('staff-member.csv.description'), value: (row: BalanceEntry) => row.description },
  { header: csvHeader('staff-member.csv.amount'), value: (row: BalanceEntry) => (row.amountCents / 100).toFixed(2) },
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
  const t = useText(staffMemberText);
  const waive = adjusting.kind === 'waive' ? adjusting.entry : null;
  return (
    <ActionDialog
      title={waive ? t('staff-member.waive.title') : t('staff-member.credit.title')}
      text={
        waive
          ? t('staff-member.waive.text', {
              description: waive.description,
              date: waive.date,
              amount: formatCurrency(waive.amountCents),
            })
          : t('staff-member.credit.text')
      }
      confirmLabel={waive ? t('staff-member.ledger.waive') : t('staff-member.credit.confirm')}
      amount={
        waive
          ? { label: t('staff-member.waive.amount'), defaultCents: waive.amountCents, maxCents: waive.amountCents }
          : { label: t('staff-member.credit.amount') }
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
  const t = useText(staffMemberText);
  const { balance } = props;
  return (
    <SectionCard
      title={t('staff-member.ledger.title')}
      actions={
        <>
          {props.canAct && (
            <Button size="small" variant="outlined" onClick={() => setAdjusting({ kind: 'credit' })}>
              {t('staff-member.ledger.addCredit')}
            </Button>
          )}
          <ExportCsvButton rows={props.ledger} columns={csvColumns()} fileName="ledger" />
        </>
      }
    >
      <Typography sx={{ mb: 1 }}>
        <RichText
          catalog={staffMemberText}
          id="staff-member.ledger.balance"
          values={{
            balance:
              balance.balanceCents < 0
                ? t('staff-member.ledger.credit', { amount: formatCurrency(-balance.balanceCents) })
                : balance.balance,
          }}
          components={{ 0: <strong /> }}
        />
        {balance.amountDueCents > 0 && <> {t('staff-member.ledger.due', { amount: balance.amountDue })}</>}
      </Typography>
      {props.ledger.length === 0 ? (
        <Empty>{t('staff-member.ledger.none')}</Empty>
      ) : (
        <DataTable
          label={t('staff-member.ledger.label')}
          rows={props.ledger}
          rowKey={(row) => row.id}
          columns={[
            { header: t('staff-member.ledger.date'), nowrap: true, cell: (row) => row.date },
            { header: t('staff-member.ledger.description'), cell: (row) => row.description },
            { header: t('staff-member.ledger.amount'), align: 'right', nowrap: true, cell: (row) => row.amount },
            {
              header: t('staff-member.ledger.actions'),
              cell: (row) =>
                props.canAct && WAIVABLE.has(row.kind) && row.amountCents > 0 ? (
                  <Button
                    size="small"
                    onClick={() => setAdjusting({ kind: 'waive', entry: row })}
                    aria-label={t('staff-member.ledger.waiveLabel', { description: row.description })}
                  >
                    {t('staff-member.ledger.waive')}
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
