/** Only a path inside the staff app (never another origin: `//evil.example`) may follow sign-in. */
export function safeReturnTo(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/signin')) {
    return '/patients';
  }
  return value;
}
