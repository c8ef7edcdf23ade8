import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { DIET_DOCUMENT_MAX_BYTES, DIET_DOCUMENT_TYPES, DIET_REQUEST_MESSAGES, type DietDocumentType } from '@lunchbox/domain/diet-request-schemas';
import { AppError, badInput } from '@lunchbox/kit/errors/app-error';
import type { DocumentStorage } from './document-storage.ts';

/** The bytes file-type needs to tell a PDF, a PNG or a JPEG (it reads up to 4100). */
const SNIFF_BYTES = 4100;

export interface ReceivedDocument {
  key: string;
  name: string;
  type: DietDocumentType;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string[]>;
  document: ReceivedDocument | null;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', DIET_REQUEST_MESSAGES.documentTooLarge);
const wrongType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', DIET_REQUEST_MESSAGES.documentType);

/** A file name people can read back, without paths or control characters. */
function cleanName(name: string | undefined, type: DietDocumentType): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  return base || `document.${type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'}`;
}

/** The first `bytes` of the file (less when it is shorter), the stream paused after them. */
function readHead(file: Readable, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = () => {
      file.off('data', onData);
      file.off('end', finish);
      file.pause();
      resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) finish();
    };
    file.on('data', onData);
    file.once('end', finish);
    file.once('error', reject);
  });
}

/**
 * Reads a multipart diet request as it arrives: its text fields, and its one document, whose first
 * bytes decide its type (415 for anything but PDF, PNG, JPEG, whatever its name says) and which is
 * encrypted into the storage while it streams. At 5 MB busboy signals the limit and the upload is
 * refused there (413), not after the rest has been read. On any refusal nothing is kept.
 */
export function receiveDietDocument(req: IncomingMessage, storage: DocumentStorage): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string[]> = {};
    let document: ReceivedDocument | null = null;
    let fileWork: Promise<void> | null = null;
    let failed = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: DIET_DOCUMENT_MAX_BYTES, files: 1, fields: 30, fieldSize: 4096, parts: 40 } });
    } catch {
      reject(badInput(DIET_REQUEST_MESSAGES.documentRequired));
      return;
    }
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      const kept = document;
      void (kept ? storage.remove(kept.key) : Promise.resolve()).finally(() => reject(error));
    };

    async function store(file: Readable, filename: string | undefined): Promise<void> {
      let body: PassThrough | null = null;
      file.once('limit', () => {
        body?.destroy(tooLarge());
        fail(tooLarge());
      });
      const head = await readHead(file, SNIFF_BYTES);
      const sniffed = await fileTypeFromBuffer(head);
      const type = DIET_DOCUMENT_TYPES.find((allowed) => allowed === sniffed?.mime);
      if (!type) {
        file.resume();
        throw wrongType();
      }
      if (failed) return;
      const received: ReceivedDocument = { key: randomUUID(), name: cleanName(filename, type), type, size: head.length };
      document = received;
      body = new PassThrough();
      const saved = storage.save(received.key, body);
      body.write(head);
      file.on('data', (chunk: Buffer) => {
        received.size += chunk.length;
      });
      if (file.readableEnded) body.end();
      else file.pipe(body);
      await saved;
    }

    parser.on('field', (name, value) => {
      (fields[name] ??= []).push(value);
    });
    parser.on('file', (_name, file: Readable, info) => {
      fileWork = store(file, info.filename);
      fileWork.catch(fail);
    });
    parser.on('error', () => fail(badInput(DIET_REQUEST_MESSAGES.documentRequired)));
    parser.on('close', () => {
      (fileWork ?? Promise.resolve()).then(() => {
        if (!failed) resolve({ fields, document });
      }, fail);
    });
    req.on('aborted', () => fail(badInput('The upload was interrupted')));
    req.pipe(parser);
  });
}
