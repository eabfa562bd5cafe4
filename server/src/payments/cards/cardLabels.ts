/** The payment type on the payment-success dialog, e.g. 'Visa •••• 4242'. */
export const paymentTypeLabel = (brand: string, last4: string): string => `${brand} •••• ${last4}`;

/** The details of a statement line, in the statement's own wording ('Visa ending 4242'). */
export const statementCardDetails = (brand: string, last4: string): string => `${brand} ending ${last4}`;
