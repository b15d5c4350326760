import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

const bar = () => screen.getByRole('progressbar', { name: 'Password strength' });

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abcdef', 'Weak', 40],
    ['abc', 'Weak', 20],
    ['abcDEF', 'Medium', 60],
    ['abcDE1', 'Medium', 80],
    ['Abcd1!', 'Strong', 100],
  ])('shows %j as %s on a labelled bar', (password, label, percent) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(bar()).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar()).toHaveAttribute('aria-valuetext', label);
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent(label);
  });

  it('shows no label for an empty password, in a live region that is there before typing', () => {
    const { rerender } = render(<PasswordStrengthMeter password="" />);
    const live = screen.getByTestId('password-strength-label');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent(/^$/);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    rerender(<PasswordStrengthMeter password="Abcd1!" />);
    expect(screen.getByTestId('password-strength-label')).toBe(live);
    expect(live).toHaveTextContent('Strong');
  });
});
