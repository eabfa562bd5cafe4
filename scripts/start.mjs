// `npm start`: builds what is missing or stale, then runs the server in this same process
// (so signals reach it directly). Migrations run as the server opens its database.
import { buildWhatIsStale } from './buildSteps.mjs';

buildWhatIsStale();
await import('../server/dist/main.js');
