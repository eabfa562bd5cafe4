import type { CardBrand } from './paymentGateway';

/** The digits of a typed number, or undefined when it cannot be a card number at all. */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Brand from the issuer prefix: Visa 4, Mastercard 51-55 and 2221-2720, Amex 34/37, Discover 6011/65. */
export function cardBrand(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'Visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  if (four === 6011 || two === 65) return 'Discover';
  return 'Card';
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expYear * 12 + expMonth < current;
}
