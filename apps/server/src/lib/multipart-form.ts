import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, unstorableText } from '@gym/contracts/input-rules';
import { AppError, badRequest } from './app-error';
import { unlessStalled } from './multipart-stall';
import { defineCatalog, defineSpanish } from './i18n/translator';

/** Photos, signatures: at most this many bytes each (@fastify/multipart's fileSize limit in the scope). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the form as multipart/form-data.',
  tooLarge: 'The file is too large: at most 2 MB.',
  notJpeg: 'The photo must be a JPEG image.',
  notPng: 'The signature must be a PNG image.',
  missing: (field: string) => `${field} is required.`,
} as const;
defineSpanish({
  [UPLOAD_MESSAGES.notMultipart]: 'Envíe el formulario como multipart/form-data.',
  [UPLOAD_MESSAGES.tooLarge]: 'El archivo es demasiado grande: 2 MB como máximo.',
  [UPLOAD_MESSAGES.notJpeg]: 'La foto debe ser una imagen JPEG.',
  [UPLOAD_MESSAGES.notPng]: 'La firma debe ser una imagen PNG.',
});

const uploadText = defineCatalog({ 'upload.missing': '{field} is required.' }, { 'upload.missing': 'Falta {field}.' });

/** UPLOAD_MESSAGES.missing in the request's language. */
export const missingFieldText = (field: string) => uploadText.text('upload.missing', { field });

export interface UploadedForm {
  fields: Record<string, string>;
  files: Record<string, Uint8Array>;
}

/**
 * Reads a whole multipart form: text fields as strings, files as bytes (each at most the scope's fileSize limit,
 * MAX_UPLOAD_BYTES for the join's files; `tooLargeMessage` names the limit of a scope with another one).
 * A body the parser cannot read is a 400, and so is a field with a NUL character (the rule of every request,
 * docs/decisions/0026: the e-signature keeps its fields in a JSON column, which refuses it).
 */
export async function readForm(
  request: FastifyRequest,
  tooLargeMessage: string = UPLOAD_MESSAGES.tooLarge,
): Promise<UploadedForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const form: UploadedForm = { fields: {}, files: {} };
  const readParts = async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') form.files[part.fieldname] = new Uint8Array(await part.toBuffer());
      else form.fields[part.fieldname] = String(part.value ?? '');
    }
  };
  try {
    await unlessStalled(request.raw, readParts(), () => badRequest(INPUT_MESSAGES.malformedUpload));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw Object.assign(new Error(tooLargeMessage), { statusCode: 413 });
    }
    // @fastify/multipart's own refusals (too many parts, fields or files) carry their 4xx and a message.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    // Anything else is the parser's: no boundary or another one than the header's, a body cut short, no
    // closing boundary. Nothing but reading happens in the loop above.
    throw badRequest(INPUT_MESSAGES.malformedUpload);
  }
  const unstorable = unstorableText(form.fields);
  if (unstorable) throw badRequest(unstorable.message, [{ field: unstorable.path, message: unstorable.message }]);
  return form;
}

export const isJpeg = (bytes: Uint8Array) =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const isPng = (bytes: Uint8Array) =>
  bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** '%PDF-': every PDF starts with its header (ISO 32000-1, 7.5.2). */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];
export const isPdf = (bytes: Uint8Array) =>
  bytes.length > PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** A required JPEG or PNG file of the form, checked by its first bytes (not its name or declared type). */
export function requireImage(form: UploadedForm, field: string, kind: 'jpeg' | 'png'): Uint8Array {
  const bytes = form.files[field];
  if (!bytes || bytes.length === 0) {
    const missing = missingFieldText(field);
    throw badRequest(missing, [{ field, message: missing }]);
  }
  const ok = kind === 'jpeg' ? isJpeg(bytes) : isPng(bytes);
  const message = kind === 'jpeg' ? UPLOAD_MESSAGES.notJpeg : UPLOAD_MESSAGES.notPng;
  if (!ok) throw badRequest(message, [{ field, message }]);
  return bytes;
}

const AUDIT_PREFIX = 'updateOLSUserDto.';
const LONG_DIGITS = /\d[\d\s-]{10,}\d/g;

/**
 * The form's updateOLSUserDto.* copy, kept as an audit record only: at most 80 fields of 500 characters, and any
 * run of 12 or more digits masked, so that a card number typed into a field by mistake is never stored.
 */
export function auditCopy(fields: Record<string, string>): Record<string, string> {
  const entries = Object.entries(fields)
    .filter(([name]) => name.startsWith(AUDIT_PREFIX))
    .slice(0, 80)
    .map(([name, value]) => [
      name.slice(AUDIT_PREFIX.length, AUDIT_PREFIX.length + 100),
      value.slice(0, 500).replace(LONG_DIGITS, (run) => (run.replace(/\D/g, '').length >= 12 ? '[masked]' : run)),
    ]);
  return Object.fromEntries(entries);
}
