import { z } from 'zod';

/** A US ZIP code: five digits, or ZIP+4. The one rule the portal's forms and the server check. */
export const usZipPattern = /^\d{5}(-\d{4})?$/;

export const usZipSchema = z.string().trim().regex(usZipPattern, 'Enter a 5-digit ZIP code (or ZIP+4)');
