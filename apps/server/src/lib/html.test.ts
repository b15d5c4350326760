import { describe, expect, it } from 'vitest';
import { escapeHtml, markup, unsafeRaw } from './html';

describe('markup', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const evil = `"><script>alert('x')</script>&`;
    expect(markup`<a title="${evil}">${evil}</a>`.value).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</a>',
    );
  });

  it('nests html, renders arrays and skips null, undefined and false', () => {
    const items = ['a<b', 'c'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
    expect(markup`${unsafeRaw('<br>')}`.value).toBe('<br>');
  });

  it('escapes the five special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
