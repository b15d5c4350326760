import { FACE_TEXT, PHOTO, PHOTO_FILE, PHOTO_FILE_TEXT } from '@gym/contracts/photo';
import type { DetectFaces } from './face-detector';
import { checkFaces } from './photo-status';

/** A chosen photo that passed the face check (a JPEG data URL, like a capture), or why it was refused. */
export type ChosenPhoto = { photo: string } | { problem: string };

/** Same quality as react-webcam's screenshot, so both paths upload the same kind of file. */
const JPEG_QUALITY = 0.92;
/** The detector answers null while another detection runs: wait a little and try again, a bounded number of times. */
const BUSY_RETRY_MS = 200;
const BUSY_RETRIES = 50;

function problem(text: string): ChosenPhoto {
  return { problem: text };
}

/**
 * The picture cut to the centre square and scaled to the 350 by 350 the live view captures (object-fit: cover,
 * as the frame shows it). createImageBitmap applies the EXIF orientation, so a phone's portrait stays upright.
 */
async function squareCanvas(file: File): Promise<HTMLCanvasElement | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PHOTO.sizePx;
  const context = canvas.getContext('2d');
  if (!context || side === 0) return null;
  const left = (bitmap.width - side) / 2;
  const top = (bitmap.height - side) / 2;
  context.drawImage(bitmap, left, top, side, side, 0, 0, PHOTO.sizePx, PHOTO.sizePx);
  bitmap.close();
  return canvas;
}

async function detectOnce(detect: DetectFaces, canvas: HTMLCanvasElement): Promise<number[]> {
  for (let tries = 0; tries < BUSY_RETRIES; tries += 1) {
    const scores = await detect(canvas);
    if (scores) return scores;
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
  throw new Error('Face detection stayed busy');
}

/**
 * Checks a photo chosen from the device as the live view checks a frame: exactly one face, clear enough, with
 * the live view's messages. `loadDetector` is the step's detector (loaded on first use, its own chunk).
 */
export async function checkChosenPhoto(file: File, loadDetector: () => Promise<DetectFaces>): Promise<ChosenPhoto> {
  if (!file.type.startsWith('image/')) return problem(PHOTO_FILE_TEXT.notImage);
  if (file.size > PHOTO_FILE.maxBytes) return problem(PHOTO_FILE_TEXT.tooLarge);
  const canvas = await squareCanvas(file);
  if (!canvas) return problem(PHOTO_FILE_TEXT.unreadable);

  let scores: number[];
  try {
    scores = await detectOnce(await loadDetector(), canvas);
  } catch (error) {
    console.error('Face detection failed on a chosen photo:', error);
    return problem(FACE_TEXT.unavailable);
  }
  const check = checkFaces(scores);
  if (check !== 'ready') return problem(FACE_TEXT[check]);
  return { photo: canvas.toDataURL(PHOTO.screenshotFormat, JPEG_QUALITY) };
}
