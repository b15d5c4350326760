import { inject } from 'vitest';

/** A message in the dev outbox, as GET /dev/mail.json lists it (providers/mail/dev-mail.routes.ts). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  attachments: { filename: string; contentType: string; url: string }[];
}

/** The messages e-mailed to an address, newest first, from the app under test's dev outbox (or another app's). */
export async function outboxFor(email: string, origin = inject('baseUrl')): Promise<OutboxMessage[]> {
  const response = await fetch(`${origin}/dev/mail.json?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`GET /dev/mail.json answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * A link's path and query on the app under test. E-mails name PUBLIC_URL, which in the e2e run is not the port
 * the app listens on.
 */
export function appPathOf(url: string): string {
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}
