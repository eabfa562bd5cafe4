/**
 * A typed link address made usable: web and mail addresses only ('example.org' becomes
 * 'https://example.org', 'a@b.org' 'mailto:a@b.org'); null for anything else (javascript: too).
 */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (/\s/.test(text) || text === '') return null;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(text)) return text;
  if (/^[^@:/]+@[^@:/]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(text)) return `https://${text}`;
  return null;
}
