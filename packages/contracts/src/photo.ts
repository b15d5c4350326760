/**
 * The photo step (wizard step 4): the sign-up document's numbers (sections 4, 5 and 9) and its texts.
 * Texts the specification words are copied exactly; the face-check texts it only names are ours.
 */
export const PHOTO = {
  /** Face detection runs this often while the live view shows. */
  detectionIntervalMs: 500,
  /** TinyFaceDetector drops candidates scoring below this. */
  scoreThreshold: 0.3,
  /** Capture needs the one face to score at least this. */
  readyScore: 0.7,
  /** Exactly this many faces. */
  requiredFaces: 1,
  /** The live view and the photo: 350 by 350 pixels. */
  sizePx: 350,
  screenshotFormat: 'image/jpeg',
  /** A JPEG data URL shorter than this is a dark frame: the shutter is probably closed. */
  shutterClosedMinChars: 5000,
} as const;

export const CAMERA_TEXT = {
  checking: 'Checking camera permissions...',
  denied: 'Camera access was denied. Please enable camera permissions and refresh the page.',
  occupied:
    'Camera is currently in use by another application. Please close other applications using the camera and refresh the page.',
} as const;

export const FACE_TEXT = {
  starting: 'Getting face detection ready...',
  unavailable: 'Face detection is unavailable. Please refresh the page and try again.',
  multipleFaces: 'More than one face is not allowed. Make sure only you are in the picture.',
  noFace: 'No face detected. Look straight at the camera.',
  lowConfidence: 'Your face is not clear enough. Move closer or find better light.',
  ready: 'Looking good! Take your photo.',
} as const;

/** Shown as alerts when Capture gives no usable picture (the sign-up document, section 5). */
export const PHOTO_ALERTS = {
  cameraNotReady: 'Camera is not ready yet. Please wait a moment...',
  shutterClosed: 'Camera shutter might be closed. Please open it and try again.',
} as const;

/**
 * Choosing a photo from the device when the camera cannot be used (denied, missing or busy): the same face check
 * runs on the chosen picture. Our texts; the specification has no such path.
 */
export const PHOTO_FILE = {
  /** A phone photo is a few MB; anything larger is not a portrait worth decoding in the browser. */
  maxBytes: 20 * 1024 * 1024,
  accept: 'image/*',
} as const;

export const PHOTO_FILE_TEXT = {
  offer:
    "Can't use the camera? Choose a photo of yourself from this device instead: just you, facing the camera, in good light.",
  choose: 'Choose or take a photo',
  checking: 'Checking your photo',
  notImage: 'This file is not a photo. Please choose a JPEG or PNG picture.',
  tooLarge: 'This photo is larger than 20 MB. Please choose a smaller one.',
  unreadable: 'This photo could not be opened. Please choose another one.',
} as const;

export const PHOTO_BUTTONS = {
  capture: 'Capture',
  retake: 'Retake',
  next: 'Next',
  back: 'Back',
} as const;

/**
 * The performance measure the photo step records around each face detection (performance.measure), read by
 * the e2e specs and the bench; it also shows in the browser's performance tools.
 */
export const FACE_DETECTION_MEASURE = 'face-detection';
