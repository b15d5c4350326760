import { BILLING_MESSAGES } from '@gym/contracts/billing';
import { badRequest } from '../../../lib/app-error';
import type { BillingProvider } from '../../../providers/billing';

export class CardFrameService {
  constructor(
    private readonly provider: BillingProvider,
    /** The origins the app's pages are served from (app.appOrigins): the only pages that may show the frame. */
    private readonly appOrigins: ReadonlySet<string>,
  ) {}

  /** The card frame's URL for a page of ours on `parentOrigin`; any other origin is refused. */
  frameUrl(parentOrigin: string): { url: string } {
    if (!this.appOrigins.has(parentOrigin)) {
      throw badRequest(BILLING_MESSAGES.parentOriginNotAllowed, [
        { field: 'parentOrigin', message: BILLING_MESSAGES.parentOriginNotAllowed },
      ]);
    }
    return { url: this.provider.frameUrl(parentOrigin) };
  }
}
