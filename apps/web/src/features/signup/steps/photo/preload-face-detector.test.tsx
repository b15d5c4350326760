import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadFaceDetector } from './preload-face-detector';

const loadFaceDetector = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no worker here'))));
vi.mock('./face-detector', () => ({ loadFaceDetector }));

function Step() {
  usePreloadFaceDetector();
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  loadFaceDetector.mockClear();
});

describe('usePreloadFaceDetector', () => {
  it('starts loading the detector when the browser is idle, and leaves a failure to the photo step', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { unmount } = render(<Step />);
    expect(loadFaceDetector).not.toHaveBeenCalled();
    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    await vi.waitFor(() => expect(loadFaceDetector).toHaveBeenCalledOnce());
    unmount();
  });

  it('does not start it when the step is left before the browser is idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    render(<Step />).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(loadFaceDetector).not.toHaveBeenCalled();
  });
});
