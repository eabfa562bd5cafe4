import { z } from 'zod';

/** A saved card as the patient sees it: never the number, only brand, last 4 and expiry. */
export const billingCreditCardSchema = z
  .object({
    id: z.uuid(),
    /** Visa, Mastercard, American Express, Discover, or Card when the brand is unknown. */
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    holderName: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'BillingCreditCard' });
export type BillingCreditCard = z.infer<typeof billingCreditCardSchema>;

/**
 * A card typed by the patient. The field names are the ones the logger censors (cardNumber,
 * cvc): the number reaches the payment gateway's sandbox and is never stored or logged.
 */
export const billingCardInputSchema = z.object({
  /** Digits; spaces and dashes are ignored. A wrong number answers 'Your card number is incorrect.' */
  cardNumber: z.string().max(40),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is invalid."),
  holderName: z.string().trim().min(1, 'Enter the name on the card.').max(100),
});
export type BillingCardInput = z.infer<typeof billingCardInputSchema>;

/** POST Patients/addCreditCard/{patientId}: the /billing/addPaymentMethod page. */
export const billingAddCreditCardBodySchema = billingCardInputSchema
  .extend({
    /** The first card saved is the default whatever this says. */
    makeDefault: z.boolean().default(false),
  })
  .meta({ id: 'BillingAddCreditCardBody' });
export type BillingAddCreditCardBody = z.infer<typeof billingAddCreditCardBodySchema>;

/** DELETE Patients/deleteCreditCard/{cardId}?patientId= */
export const billingDeleteCreditCardQuerySchema = z.object({ patientId: z.uuid() });

/** What the anonymous pay-a-bill path may see of a saved card. */
export const billingMaskedCardSchema = z
  .object({
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  })
  .meta({ id: 'BillingMaskedCard' });
export type BillingMaskedCard = z.infer<typeof billingMaskedCardSchema>;

/**
 * The three facts the anonymous path must all know. Plain strings (not uuid): a wrong value of
 * any kind answers the same empty list, never a validation error that would tell them apart.
 */
const accountProof = {
  lastName: z.string().trim().min(1).max(100),
  locationId: z.string().trim().min(1).max(100),
};

/** GET Patients/getCreditCardsByAccountNumber?accountNumber&lastName&locationId */
export const billingCardsByAccountQuerySchema = z.object({
  accountNumber: z.string().trim().min(1).max(50),
  ...accountProof,
});
export type BillingCardsByAccountQuery = z.infer<typeof billingCardsByAccountQuerySchema>;

/** GET Patients/getSaveCardByAccountNumber/{number}?lastName&locationId */
export const billingSavedCardByAccountParamsSchema = z.object({ number: z.string().trim().min(1).max(50) });
export const billingSavedCardByAccountQuerySchema = z.object(accountProof);

/** Empty unless account number, last name and location all match. */
export const billingMaskedCardListSchema = z
  .array(billingMaskedCardSchema)
  .meta({ id: 'BillingMaskedCardList' });
