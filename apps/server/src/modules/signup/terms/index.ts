// The front door of signup/terms: what other modules (and the app's composition) may use; the rest is internal.
export { termsRoutes } from './terms.routes';
export { TermsService } from './terms.service';
