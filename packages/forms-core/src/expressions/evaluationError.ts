/** Raised inside an evaluation and caught at the public boundary, which turns it into a value. */
export class EvaluationError extends Error {}
