import { EMPTY_VALUE_TEXT } from './displayFormats';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount in US dollars ("$1,234.50", "-$5.00"); '--' when there is no amount. */
export function formatMoneyUsd(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || (typeof amount === 'string' && amount.trim() === '')) {
    return EMPTY_VALUE_TEXT;
  }
  const number = Number(amount);
  return Number.isFinite(number) ? usd.format(number) : EMPTY_VALUE_TEXT;
}
