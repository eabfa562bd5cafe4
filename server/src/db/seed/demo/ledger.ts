import type { DemoLedgerLine } from '../data/patients';

export interface LedgerLineWithBalance extends DemoLedgerLine {
  chargesCents: number;
  paymentsCents: number;
  balanceCents: number;
}

/** Adds the running balance after each line; the last one is what the patient owes. */
export function withRunningBalance(lines: readonly DemoLedgerLine[]): LedgerLineWithBalance[] {
  let balanceCents = 0;
  return lines.map((line) => {
    const chargesCents = line.chargesCents ?? 0;
    const paymentsCents = line.paymentsCents ?? 0;
    balanceCents += chargesCents - paymentsCents;
    return { ...line, chargesCents, paymentsCents, balanceCents };
  });
}

/** The balance after the last line (0 for an empty ledger). */
export function finalBalanceCents(lines: readonly DemoLedgerLine[]): number {
  return withRunningBalance(lines).at(-1)?.balanceCents ?? 0;
}
