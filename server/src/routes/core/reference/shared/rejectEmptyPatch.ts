import { badRequest } from '../../../../app/httpError';

/** A PATCH must change something: an empty body is a client mistake, not a silent success. */
export function rejectEmptyPatch(body: object): void {
  if (Object.values(body).every((value) => value === undefined)) throw badRequest(['Nothing to change.']);
}
