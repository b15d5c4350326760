import { describe, expect, it } from 'vitest';
import { PHOTO_ALERTS } from '@gym/contracts/photo';
import { checkScreenshot } from './capture';

const jpeg = (length: number) => {
  const prefix = 'data:image/jpeg;base64,';
  return prefix + 'A'.repeat(length - prefix.length);
};

describe('checkScreenshot', () => {
  it('alerts that the camera is not ready when there is no screenshot or an empty canvas', () => {
    for (const screenshot of [null, undefined, '', 'data:,']) {
      expect(checkScreenshot(screenshot)).toEqual({ alert: PHOTO_ALERTS.cameraNotReady });
    }
  });

  it('treats a JPEG under 5000 characters as a closed shutter', () => {
    expect(checkScreenshot(jpeg(4999))).toEqual({ alert: PHOTO_ALERTS.shutterClosed });
  });

  it('keeps a JPEG of 5000 characters or more', () => {
    expect(checkScreenshot(jpeg(5000))).toEqual({ photo: jpeg(5000) });
  });
});
