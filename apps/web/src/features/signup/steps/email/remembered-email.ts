const STORAGE_KEY = 'email';

/** The e-mail is remembered on this device, so a returning visitor finds it filled in. */
export function rememberedEmail(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, email);
  } catch {
    // Private modes may refuse storage; the wizard works without it.
  }
}
