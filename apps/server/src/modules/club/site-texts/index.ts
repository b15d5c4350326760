// The front door of club/site-texts: what other modules (and the app's composition) may use; the rest is internal.
export { SiteTextsRepository } from './site-texts.repository';
