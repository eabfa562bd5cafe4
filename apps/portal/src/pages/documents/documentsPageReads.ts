import { documentsPageUrl } from './list/documentsPaging';

/** The forms the location offers to start ("Start a form"). */
export const offeredFormsPath = '/api/portal/Documents/OfferedForms';

/**
 * What the Documents page asks for as it opens: the list's first page and the offered forms,
 * started with the entry (api/startupReads.ts). Arriving together, the "Start a form" button
 * does not push down a list already on screen.
 */
export const documentsPageReads = [documentsPageUrl('all', 0), offeredFormsPath];
