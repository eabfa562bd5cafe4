/** A plausible e-mail address: something@domain.tld, no spaces (the server checks it fully). */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
