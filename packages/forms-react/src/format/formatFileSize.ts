/** A file size as people read it, in the page's language: "840 kB", "2.4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
