// The front door of privacy/requests: what other modules (and the app's composition) may use; the rest is internal.
export { PrivacyRequestsRepository } from './privacy-requests.repository';
export { privacyRequestRoutes, staffPrivacyRoutes } from './privacy-requests.routes';
export { PrivacyRequestsService } from './privacy-requests.service';
