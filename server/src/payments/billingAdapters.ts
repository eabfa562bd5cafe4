import type { AppDeps } from '../app/appInstance';
import type { PaymentGateway } from './gateway/paymentGateway';
import { createSandboxGateway } from './gateway/sandboxGateway';
import { createStripeGateway } from './gateway/stripeGateway';
import type { PracticeManagementSystem } from './peregrine/practiceManagement';
import { createSandboxPracticeManagement } from './peregrine/practiceManagement';

/** The outside systems billing talks to. */
export interface BillingAdapters {
  gateway: PaymentGateway;
  practiceManagement: PracticeManagementSystem;
}

/** Per app (keyed by its deps object), so parallel test apps never share a gateway. */
const installed = new WeakMap<AppDeps, BillingAdapters>();

/**
 * Replaces some adapters of one app (tests: a zero-latency sandbox, a counting gateway; a
 * deployment: the real processor). Call before the first request.
 */
export function installBillingAdapters(deps: AppDeps, adapters: Partial<BillingAdapters>): BillingAdapters {
  const chosen = { ...billingAdaptersOf(deps), ...adapters };
  installed.set(deps, chosen);
  return chosen;
}

/** The gateway the settings choose (PAYMENT_GATEWAY). */
function gatewayOf(deps: AppDeps): PaymentGateway {
  const chosen = deps.config.paymentGateway;
  return chosen.kind === 'stripe'
    ? createStripeGateway({ secretKey: chosen.secretKey })
    : createSandboxGateway();
}

/** The app's adapters; the sandboxes (about 150 ms per call, like a network) unless others were installed. */
export function billingAdaptersOf(deps: AppDeps): BillingAdapters {
  let adapters = installed.get(deps);
  if (!adapters) {
    adapters = { gateway: gatewayOf(deps), practiceManagement: createSandboxPracticeManagement() };
    installed.set(deps, adapters);
  }
  return adapters;
}
