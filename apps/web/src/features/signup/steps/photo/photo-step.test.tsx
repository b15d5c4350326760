import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { STEP } from '@gym/contracts/messages';
import { CAMERA_TEXT, FACE_TEXT, PHOTO, PHOTO_FILE_TEXT } from '@gym/contracts/photo';
import { WizardProvider, useWizard } from '../../wizard/wizard-context';
import PhotoStep from './photo-step';

/**
 * The camera fails as the browser makes it fail (react-webcam's onUserMediaError with getUserMedia's error);
 * the face detector answers what it measures on the e2e fixtures (face-api's demo photos, see
 * e2e/support/camera.ts): sample1.jpg has one face at 0.98, its wall-and-window corner none.
 */
const cameraError = vi.hoisted(() => ({ current: null as DOMException | null }));
vi.mock('react-webcam', () => ({
  default: function FailingWebcam({ onUserMediaError }: { onUserMediaError: (error: DOMException) => void }) {
    useEffect(() => {
      if (cameraError.current) onUserMediaError(cameraError.current);
    }, [onUserMediaError]);
    return null;
  },
}));

const FIXTURE_SCORES: Record<string, number[]> = { 'sample1.jpg': [0.98], 'no-face.jpg': [], 'two.jpg': [0.9, 0.87] };
vi.mock('./face-detector', () => ({
  loadFaceDetector: () =>
    Promise.resolve((canvas: HTMLCanvasElement) => Promise.resolve(FIXTURE_SCORES[canvas.dataset.drawn ?? ''] ?? [])),
}));

const webRequire = createRequire(path.resolve('package.json'));
const DEMO_DIR = path.join(path.dirname(webRequire.resolve('@vladmandic/face-api/package.json')), 'demo');
const fixture = (name: string) =>
  new File([fs.readFileSync(path.join(DEMO_DIR, 'sample1.jpg'))], name, { type: 'image/jpeg' });
const JPEG = `data:image/jpeg;base64,${'A'.repeat(PHOTO.shutterClosedMinChars)}`;

/** jsdom decodes no images: the bitmap and the canvas record which file was drawn, at what size. */
beforeEach(() => {
  vi.stubGlobal('createImageBitmap', (file: File) =>
    Promise.resolve({ width: 1280, height: 960, name: file.name, close: vi.fn() }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return {
      drawImage: (bitmap: { name: string }, ...box: number[]) => {
        this.dataset.drawn = bitmap.name;
        this.dataset.box = box.join(',');
      },
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
});

afterEach(() => {
  sessionStorage.clear();
  cameraError.current = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe() {
  const { state } = useWizard();
  return <output data-testid="wizard">{JSON.stringify({ step: state.step, photo: state.photo })}</output>;
}

function renderStep(error: DOMException) {
  cameraError.current = error;
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: STEP.photo }));
  render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={['/marin']}>
        <WizardProvider>
          <PhotoStep />
          <Probe />
        </WizardProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return userEvent.setup({ delay: null });
}

const chooser = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('PhotoStep without a usable camera', () => {
  it('keeps the denial text and offers choosing a photo that opens the front camera on phones', async () => {
    const user = renderStep(new DOMException('denied', 'NotAllowedError'));
    expect(await screen.findByText(CAMERA_TEXT.denied)).toBeInTheDocument();
    expect(screen.getByText(PHOTO_FILE_TEXT.offer)).toBeInTheDocument();
    expect(chooser()).toHaveAttribute('accept', 'image/*');
    expect(chooser()).toHaveAttribute('capture', 'user');
    const click = vi.spyOn(chooser(), 'click');
    await user.click(screen.getByRole('button', { name: PHOTO_FILE_TEXT.choose }));
    expect(click).toHaveBeenCalledOnce();
  });

  it('offers it when the device has no camera at all', async () => {
    renderStep(new DOMException('Requested device not found', 'NotFoundError'));
    expect(await screen.findByRole('button', { name: PHOTO_FILE_TEXT.choose })).toBeEnabled();
  });

  it('accepts a photo with one face as the 350 px JPEG a capture gives, then Next keeps it', async () => {
    const user = renderStep(new DOMException('denied', 'NotAllowedError'));
    await screen.findByText(CAMERA_TEXT.denied);
    await user.upload(chooser(), fixture('sample1.jpg'));
    const photo = await screen.findByRole('img', { name: 'Your photo' });
    expect(photo).toHaveAttribute('src', JPEG);
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.92);
    // The centre square of a 1280 by 960 picture, scaled to 350 by 350.
    expect(lastBox()).toBe('160,0,960,960,0,0,350,350');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(JSON.parse(screen.getByTestId('wizard').textContent ?? '{}')).toEqual({
      step: STEP.paymentMethod,
      photo: JPEG,
    });
  });

  it('refuses a photo without a face, or with two, with the live view’s texts', async () => {
    const user = renderStep(new DOMException('denied', 'NotAllowedError'));
    await screen.findByText(CAMERA_TEXT.denied);
    await user.upload(chooser(), fixture('no-face.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FACE_TEXT.noFace);
    await user.upload(chooser(), fixture('two.jpg'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FACE_TEXT.multipleFaces));
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture, or one that cannot be decoded', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderStep(new DOMException('denied', 'NotAllowedError'));
    await screen.findByText(CAMERA_TEXT.denied);
    await user.upload(chooser(), new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_FILE_TEXT.notImage);
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    await act(() => user.upload(chooser(), fixture('broken.jpg')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_FILE_TEXT.unreadable));
  });
});

/** The canvas is never in the document: its drawn box is read from the canvas the context was asked of. */
function lastBox() {
  const canvases = vi.mocked(HTMLCanvasElement.prototype.getContext).mock.contexts as HTMLCanvasElement[];
  return canvases.at(-1)?.dataset.box;
}
