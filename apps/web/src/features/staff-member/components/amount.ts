/** '12.50', '$12.5' or '12' as cents; null for anything that is not an amount of dollars and cents. */
export function parseAmountCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the amount field shows them: 1250 -> '12.50'. */
export const amountText = (cents: number) => (cents / 100).toFixed(2);
