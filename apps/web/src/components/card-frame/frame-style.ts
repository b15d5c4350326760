import type { Theme } from '@mui/material/styles';

/**
 * The provider's card page takes styling parameters in its URL (the sandbox reads them in
 * apps/server/src/providers/billing/sandbox/public/frame-style.js): our font stack, text and accent colours and
 * corner radius, so its fields and button look like the dialog's own.
 */
export function styledFrameUrl(url: string, theme: Theme): string {
  const styled = new URL(url);
  const parameters: Record<string, string> = {
    font: theme.typography.fontFamily ?? '',
    text: theme.palette.text.primary,
    muted: theme.palette.text.secondary,
    primary: theme.palette.primary.main,
    error: theme.palette.error.main,
    radius: String(theme.shape.borderRadius),
  };
  for (const [name, value] of Object.entries(parameters)) styled.searchParams.set(name, value);
  return styled.toString();
}
