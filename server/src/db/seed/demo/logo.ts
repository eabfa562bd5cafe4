/**
 * The demo logo: a teal rounded square with a white river wave, small enough to live inline in
 * organization_settings as a data URL (the welcome page shows it without a file server).
 */
export function buildDemoLogoDataUrl(): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="14" fill="#0f766e"/>',
    '<path d="M10 38c7-8 14-8 22 0s15 8 22 0" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
    '<path d="M10 26c7-8 14-8 22 0s15 8 22 0" fill="none" stroke="#99f6e4" stroke-width="4" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
