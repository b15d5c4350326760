/**
 * Query keys more than one feature reloads: a change to the membership (its page) can move money (the billing page
 * and the member home's standing share the billing prefix).
 */
export const billingQueryKey = ['billing'] as const;
export const membershipQueryKey = ['membership'] as const;
