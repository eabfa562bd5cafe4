import type { AppInstance } from '../../app/appInstance';
import { sweepExpiredOffers } from './sweepExpiredOffers';

export const sweepIntervalMs = 60_000;

/** Runs the expiry sweep once a minute while the server runs (tests call sweepExpiredOffers). */
export function startWaitlistSweeper(app: AppInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepExpiredOffers(app.deps, app.log)
        .catch((error: unknown) => app.log.error({ err: error }, 'waitlist sweep failed'))
        .finally(() => {
          running = false;
        });
    }, sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
