// `npm run build`: rebuilds the server bundle and both web apps.
import { buildWhatIsStale } from './buildSteps.mjs';

buildWhatIsStale({ force: process.argv.includes('--force') });
