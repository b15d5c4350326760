import type { BillingAudit } from '@gym/server/modules/membership/billing-run/billing-fixtures';
import { BILLING_RUN_MAX_S } from '../targets';
import type { BillingRunResult } from './billing-run';
import type { Row } from './report';

/** The billing run's lines in the bench's log and its rows in the table. */

const wrongSum = (audit: BillingAudit) => Object.values(audit.wrong).reduce((sum, value) => sum + value, 0);

function describeAudit(audit: BillingAudit): string {
  const { billable, duesPosted, charged, declined, providerCharges, wrong } = audit;
  const counts = Object.entries(wrong).map(([name, value]) => `${name} ${value}`);
  return (
    `    ${billable} billable, ${duesPosted} dues, ${charged} charged, ${declined} declined, ` +
    `${providerCharges} provider charges\n    ${counts.join(', ')}`
  );
}

export function describeBillingRun(result: BillingRunResult): string {
  const { phases: p, mail } = result;
  const s = (value: number) => `${value.toFixed(1)} s`;
  return [
    `  ${result.members} memberships billed for ${result.billingDay} (dataset made in ${s(result.setupS)})`,
    `  run: ${s(result.runS)}, ${result.chargesPerS.toFixed(0)} provider charges/s over the run, ` +
      `${result.collectChargesPerS.toFixed(0)}/s from the provider's first charge to its last`,
    `  phases: start ${s(p.startS)}, dues ${s(p.duesS)}, first rounds ${s(p.firstRoundsS)}, ` +
      `charge and record ${s(p.collectS)}, finish ${s(p.finishS)}`,
    mail
      ? `  then the command's e-mails: ${mail.sent} of ${mail.notices} sent in ${s(mail.watchedS)} ` +
        `(${mail.perS.toFixed(1)}/s; all of them would take ${s(mail.notices / Math.max(mail.perS, 1e-9))}), stopped there`
      : '  the command exited after the run (no e-mails to send)',
    describeAudit(result.audit),
    '  killed (SIGKILL) and restarted on a fresh dataset:',
    ...result.crash.kills.map(
      ({ phase, afterS, left }) =>
        `    ${phase} after ${s(afterS)}: left ${left.dues} dues, ${left.attempts} attempts ` +
        `(${left.settled} settled), ${left.providerCharges} provider charges`,
    ),
    `    last run to the end of the run: ${s(result.crash.finalS)}`,
    describeAudit(result.crash.audit),
  ].join('\n');
}

export function billingRunRows(result: BillingRunResult | null): Row[] {
  const label = `billing run, ${result?.members ?? '?'} memberships`;
  const zero = { on: 'measured', bound: 'max', value: 0 } as const;
  const wrong = result?.crash.audit.wrong;
  const sum = (...values: (number | undefined)[]) => (wrong ? values.reduce<number>((a, b) => a + (b ?? 0), 0) : null);
  const row = (metric: string, unit: string, measured: number | null, target: Row['target']): Row => ({
    metric,
    unit,
    measured,
    baseline: null,
    target,
  });
  return [
    row(`${label} (spawn to run end)`, 's', result?.runS ?? null, {
      on: 'measured',
      bound: 'max',
      value: BILLING_RUN_MAX_S,
    }),
    row(`${label}: provider charges per second`, '/s', result?.chargesPerS ?? null, null),
    row(`${label}: e-mails per second after the run`, '/s', result?.mail?.perS ?? null, null),
    row(`${label}: duplicates or misses`, '', result ? wrongSum(result.audit) : null, zero),
    row(`${label}, killed 3x: duplicate dues entries`, '', sum(wrong?.duplicateDues), zero),
    row(
      `${label}, killed 3x: duplicate charges (per key, per membership)`,
      '',
      sum(wrong?.duplicateCharges, wrong?.duplicateProviderCharges, wrong?.membershipsChargedTwice),
      zero,
    ),
    row(
      `${label}, killed 3x: provider charges not recorded`,
      '',
      sum(wrong?.providerChargesUnrecorded, wrong?.chargesWithoutLedgerEntry),
      zero,
    ),
    row(`${label}, killed 3x: memberships missed`, '', sum(wrong?.missedDues, wrong?.unsettled), zero),
    row(`${label}, killed 3x: wrong balances`, '', sum(wrong?.wrongBalances), zero),
  ];
}
