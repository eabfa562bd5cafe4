/** An external service did not answer in time, or answered with an error (5xx, bad payload). */
export class UpstreamFailure extends Error {
  constructor(
    readonly service: 'DoseSpot' | 'Emar',
    readonly kind: 'timeout' | 'error',
    detail: string,
  ) {
    super(`${service} ${kind}: ${detail}`);
  }
}
