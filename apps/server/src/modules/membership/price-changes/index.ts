// The front door of membership/price-changes: what other modules (and the app's composition) may use; the rest is internal.
export { PriceChangesRepository } from './price-changes.repository';
export { PriceChangesService, earliestPriceChangeDay } from './price-changes.service';
