// The front door of accounts/check-in-codes: what other modules (and the app's composition) may use; the rest is internal.
export { CheckInCodesRepository, endCheckInSecret } from './check-in-codes.repository';
export { checkInCodesRoutes } from './check-in-codes.routes';
export { CheckInCodesService } from './check-in-codes.service';
export type { CodeCheck } from './check-in-codes.service';
