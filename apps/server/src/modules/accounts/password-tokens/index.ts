// The front door of accounts/password-tokens: what other modules (and the app's composition) may use; the rest is internal.
export { PasswordTokens } from './password-tokens';
