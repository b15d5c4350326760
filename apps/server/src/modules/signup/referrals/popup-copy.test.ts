import { describe, expect, it } from 'vitest';
import { escapeHtml, fillPopupCopy } from './popup-copy';

describe('fillPopupCopy', () => {
  it("puts the referrer's first name at every {name}", () => {
    expect(fillPopupCopy('<p><strong>{name}</strong> invited you. Say hi to {name}!</p>', 'Alex')).toBe(
      '<p><strong>Alex</strong> invited you. Say hi to Alex!</p>',
    );
  });

  it('escapes the name, which is data, and keeps the copy, which is HTML', () => {
    expect(fillPopupCopy('<p>{name}</p>', '<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(escapeHtml(`O'Brien & "Co"`)).toBe('O&#39;Brien &amp; &quot;Co&quot;');
  });

  it('leaves copy without a placeholder as it is', () => {
    expect(fillPopupCopy('A friend invited you!', 'Alex')).toBe('A friend invited you!');
  });
});
