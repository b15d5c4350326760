export const FRAME_STYLE_PARAMETERS: Readonly<{
  font: '--font';
  text: '--text';
  muted: '--muted';
  primary: '--primary';
  error: '--error';
  radius: '--radius';
}>;

export type FrameStyleParameter = keyof typeof FRAME_STYLE_PARAMETERS;

export function frameStyle(searchParams: URLSearchParams): [string, string][];
