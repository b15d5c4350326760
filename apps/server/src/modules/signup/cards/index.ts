// The front door of signup/cards: what other modules (and the app's composition) may use; the rest is internal.
export { SignupCardsRepository } from './signup-cards.repository';
export { signupCardsRoutes } from './signup-cards.routes';
export { SIGNUP_CARD_MESSAGES, SignupCardsService } from './signup-cards.service';
