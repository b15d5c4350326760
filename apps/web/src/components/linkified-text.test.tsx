import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text';

describe('LinkifiedText', () => {
  it("turns the server's contact anchor into a link and keeps the rest as text", () => {
    const { container } = render(
      <LinkifiedText text='We could not complete your sign-up. Please contact us at <a href="mailto:help@example.com">help@example.com</a>.' />,
    );
    const link = screen.getByRole('link', { name: 'help@example.com' });
    expect(link.getAttribute('href')).toBe('mailto:help@example.com');
    expect(container.textContent).toBe('We could not complete your sign-up. Please contact us at help@example.com.');
  });

  it('links bare e-mail addresses and web addresses', () => {
    render(<LinkifiedText text="Write to help@example.com or see https://example.com/help today" />);
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe('mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'https://example.com/help' }).getAttribute('href')).toBe(
      'https://example.com/help',
    );
  });

  it('never renders other markup, and refuses a javascript: anchor', () => {
    const { container } = render(
      <LinkifiedText text='<b>Bold</b> <img src=x onerror=alert(1)> <a href="javascript:alert(1)">click</a>' />,
    );
    expect(container.querySelector('b, img, a')).toBeNull();
    expect(container.textContent).toBe('Bold  click');
  });
});
