/** The signature as the agreement shows it: a PNG data URL (the sign-up document, section 9). */

export const TYPED_SIGNATURE_WIDTH_PX = 800;
export const TYPED_SIGNATURE_HEIGHT_PX = 200;
export const DRAWN_SIGNATURE_WIDTH_PX = 600;

/** Handwriting-like faces that ship with common systems; `cursive` is the last resort. No web-font download. */
export const SIGNATURE_FONT_FAMILY =
  '"Segoe Script", "Brush Script MT", "Snell Roundhand", "Apple Chancery", "URW Chancery L", "Z003", cursive';

const MAX_FONT_PX = 96;
const MIN_FONT_PX = 24;
const MARGIN_PX = 24;

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the signature (no 2D canvas)');
  return context;
}

/** The typed name in a cursive face on an 800 px wide canvas, shrunk until it fits. */
export function typedSignatureImage(text: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = TYPED_SIGNATURE_WIDTH_PX;
  canvas.height = TYPED_SIGNATURE_HEIGHT_PX;
  const context = context2d(canvas);
  const name = text.trim();
  let size = MAX_FONT_PX;
  for (; size > MIN_FONT_PX; size -= 4) {
    context.font = `${size}px ${SIGNATURE_FONT_FAMILY}`;
    if (context.measureText(name).width <= TYPED_SIGNATURE_WIDTH_PX - 2 * MARGIN_PX) break;
  }
  context.font = `${size}px ${SIGNATURE_FONT_FAMILY}`;
  context.fillStyle = '#111111';
  context.textBaseline = 'middle';
  context.fillText(name, MARGIN_PX, TYPED_SIGNATURE_HEIGHT_PX / 2, TYPED_SIGNATURE_WIDTH_PX - 2 * MARGIN_PX);
  return canvas.toDataURL('image/png');
}

/** A drawn signature's canvas scaled to 600 px wide, its proportions kept. */
export function scaledSignatureImage(source: HTMLCanvasElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = DRAWN_SIGNATURE_WIDTH_PX;
  canvas.height = Math.max(1, Math.round((source.height * DRAWN_SIGNATURE_WIDTH_PX) / Math.max(1, source.width)));
  context2d(canvas).drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}
