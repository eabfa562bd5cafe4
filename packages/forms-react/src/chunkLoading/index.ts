/**
 * `@clinic/forms-react/chunkLoading`: loading code lazily under portal.md's chunk rules, for the
 * form library and both apps alike. Its own entry so the apps' first bundle takes these few
 * lines without the form library and its style sheet.
 */
export { lazyComponent } from '../render/lazyComponent';
export { ChunkErrorBoundary } from './ChunkErrorBoundary';
export { type ChunkFailure, ChunkLoadError, chunkFailureOf } from './chunkLoadError';
export { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './chunkLoadTimeout';
