import { Link } from '@mui/material';
import type { ReactNode } from 'react';

// An anchor the server wrote (<a href="...">text</a>), a bare address or e-mail, in that order of preference.
const TOKEN = /<a\s+[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>|(https?:\/\/[^\s<]+)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi;
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

/**
 * Server messages may carry a contact link ("... contact us at <a href="mailto:...">...</a>"). The link becomes
 * a real link; nothing else of the text is treated as HTML.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, anchorHref, anchorText, url, email] = match;
    parts.push(stripTags(text.slice(last, match.index)));
    const href = anchorHref ?? url ?? `mailto:${email}`;
    const label = anchorText !== undefined ? stripTags(anchorText) : (url ?? email ?? '');
    parts.push(
      SAFE_HREF.test(href) ? (
        <Link key={match.index} href={href} color="inherit" underline="always">
          {label}
        </Link>
      ) : (
        label
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(stripTags(text.slice(last)));
  return <>{parts}</>;
}

function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '');
}
