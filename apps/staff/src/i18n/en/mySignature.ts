/** "My signature" texts (English, like the rest of the staff app). */
export const enMySignature = {
  menuItem: 'My signature',
  title: 'My signature',
  intro:
    'Saved here, your signature signs a document’s signature field in one click with “Use My Signature”, and a medication record with “Use my signature”.',
  image: 'Your saved signature',
  none: 'You have no saved signature yet.',
  draw: 'Draw signature',
  drawAgain: 'Draw a new signature',
  remove: 'Remove signature',
  saved: 'Your signature was saved.',
  removed: 'Your signature was removed.',
} as const;
