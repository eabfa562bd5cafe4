/** One content line of an iCalendar file: NAME;PARAMS:value, unfolded, value still escaped. */
export interface IcsLine {
  name: string;
  params: string;
  value: string;
}

/**
 * Reads an .ics back as RFC 5545 says (tests only): lines end in CRLF, none longer than 75
 * octets, and a line starting with a space or tab continues the previous one.
 */
export function icsLines(text: string): IcsLine[] {
  const physical = text.split('\r\n');
  if (physical.at(-1) === '') physical.pop();
  for (const line of physical) {
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line longer than 75 octets: ${line}`);
    if (line.includes('\n')) throw new Error('a bare LF inside a line');
  }
  const unfolded: string[] = [];
  for (const line of physical) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && unfolded.length > 0) {
      unfolded[unfolded.length - 1] += line.slice(1);
    } else unfolded.push(line);
  }
  return unfolded.map((line) => {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const semicolon = head.indexOf(';');
    return {
      name: semicolon === -1 ? head : head.slice(0, semicolon),
      params: semicolon === -1 ? '' : head.slice(semicolon + 1),
      value: line.slice(colon + 1),
    };
  });
}

/** The value of the first property `name` (inside the VEVENT when it is an event property). */
export function icsValue(text: string, name: string): string | undefined {
  return icsProperty(text, name)?.value;
}

/** The first property `name`, looked for in the VEVENT first (a VTIMEZONE has DTSTARTs too). */
export function icsProperty(text: string, name: string): IcsLine | undefined {
  const lines = icsLines(text);
  const event = lines.findIndex((line) => line.name === 'BEGIN' && line.value === 'VEVENT');
  return (
    (event >= 0 ? lines.slice(event).find((line) => line.name === name) : undefined) ??
    lines.find((line) => line.name === name)
  );
}

/** RFC 5545 TEXT unescaped: \\, \; \, and \n. */
export function icsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
