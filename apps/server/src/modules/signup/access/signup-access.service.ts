import type { GenerateTokenBody } from '@gym/contracts/signup-token';
import { unauthorized } from '../../../lib/app-error';
import { sameSecret } from '../../../lib/same-secret';
import type { TokenService } from '../../../lib/tokens';
import { defineSpanish } from '../../../lib/i18n/translator';

export const INVALID_CLIENT_MESSAGE = 'Invalid client credentials';
defineSpanish({ [INVALID_CLIENT_MESSAGE]: 'Credenciales de cliente no válidas' });

/** Short-lived access tokens that let a visitor's browser make the sign-up calls. */
export class SignupAccessService {
  constructor(
    private readonly tokens: TokenService,
    private readonly client: { id: string; secret: string; ttlSeconds: number },
  ) {}

  async generate(body: GenerateTokenBody) {
    const valid = sameSecret(body.clientId, this.client.id) && sameSecret(body.clientSecret, this.client.secret);
    if (!valid) throw unauthorized(INVALID_CLIENT_MESSAGE);
    const accessToken = await this.tokens.sign({ scope: 'signup' }, 'signup', this.client.ttlSeconds);
    return { accessToken, expiresIn: this.client.ttlSeconds };
  }

  async verify(token: string): Promise<boolean> {
    return (await this.tokens.verify(token, 'signup')) !== null;
  }
}
