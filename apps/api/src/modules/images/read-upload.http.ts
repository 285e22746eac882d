import { AppError, IMAGE_MESSAGES } from '@hostelhub/shared';
import type { FastifyRequest } from 'fastify';
import { findNul, NUL_MESSAGE } from '../../plugins/input-guard.ts';

/** The uploaded files of one field and the text fields sent with them. */
export interface Upload {
  files: Buffer[];
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload: the text fields and the files in `fileField` (at most 10), each
 * cut off at 5 MB while streaming (413). No file, a request that is not multipart, or a body
 * that cannot be read as multipart (cut off, wrong boundary) is a 400, and so is a text field
 * holding U+0000.
 */
export async function readUpload(request: FastifyRequest, fileField: string): Promise<Upload> {
  const noFile = () =>
    new AppError('VALIDATION_ERROR', IMAGE_MESSAGES.noFile, [
      { field: fileField, message: IMAGE_MESSAGES.noFile },
    ]);
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, [
      { field: fileField, message: IMAGE_MESSAGES.tooLarge },
    ]);
  if (!request.isMultipart()) throw noFile();
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A file cut at the limit is too large, never a corrupt image (issue 22 item 14).
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === fileField && data.length > 0) files.push(data);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // The plugin's own limits carry a 4xx status; anything else is busboy failing to read a
    // cut-off or malformed body ("Unexpected end of multipart data"): the client's fault.
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof statusCode === 'number' && statusCode < 500)) {
      throw error;
    }
    throw noFile();
  }
  if (files.length === 0) throw noFile();
  // The text fields skip the preValidation check of the JSON body (plugins/input-guard.ts).
  const field = findNul(fields, 'body');
  if (field !== null) {
    throw new AppError('VALIDATION_ERROR', `${field}: ${NUL_MESSAGE}`, [
      { field, message: NUL_MESSAGE },
    ]);
  }
  return { files, fields };
}

/** The one file of a single-image upload. */
export function onlyFile(upload: Upload): Buffer {
  const [file] = upload.files;
  if (!file) throw new AppError('VALIDATION_ERROR', IMAGE_MESSAGES.noFile);
  return file;
}
