import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { SecretKey } from '../config/secrets-key.ts';

/**
 * A backup file, encrypted with the secrets key and authenticated as it streams. The file is a
 * header, then the plaintext in segments of SEGMENT_BYTES, each sealed with AES-256-GCM (NIST SP
 * 800-38D) under a key drawn for this file, the construction of "online authenticated encryption"
 * (Hoang, Reyhanitabar, Rogaway, Vizár, CRYPTO 2015) that age and Tink's streaming AEAD use:
 *
 *   header  = "HCBACKUP" | version (1 byte) | key id (16 ASCII hex) | salt (32 bytes)
 *   fileKey = HKDF-SHA256(secrets key, salt, info = "heartcheck backup" | header)   (RFC 5869)
 *   segment = AES-256-GCM(fileKey, nonce = counter (11 bytes, big-endian) | last (1 byte))
 *
 * A reader never releases bytes a segment's tag has not vouched for, a cut or reordered file
 * fails (the last flag and the counter are in the nonce), and an altered header changes the key.
 * The key id (the keyring's fingerprint of the key) lets a restore with the wrong key be refused
 * before anything is read.
 */
const MAGIC = Buffer.from('HCBACKUP', 'ascii');
const VERSION = 1;
const HEADER_BYTES = MAGIC.length + 1 + 16 + 32;
/** 1 MiB: large enough that the 16-byte tag costs nothing, small enough to hold in memory. */
export const SEGMENT_BYTES = 1 << 20;
const TAG_BYTES = 16;
const INFO = Buffer.from('heartcheck backup', 'ascii');

export class BackupKeyError extends Error {
  override name = 'BackupKeyError';
}

export class BackupDamagedError extends Error {
  override name = 'BackupDamagedError';
}

function fileKey(key: SecretKey, header: Buffer): Buffer {
  const salt = header.subarray(HEADER_BYTES - 32, HEADER_BYTES);
  return Buffer.from(hkdfSync('sha256', key.bytes, salt, Buffer.concat([INFO, header]), 32));
}

function nonce(counter: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(counter, 5, 6); // 2^48 segments of 1 MiB: far beyond any data folder
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/** Encrypts a plaintext stream into the backup format with `key`. */
export function sealStream(key: SecretKey): Transform {
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([VERSION]),
    Buffer.from(key.id.padEnd(16, '0').slice(0, 16), 'ascii'),
    randomBytes(32),
  ]);
  const secret = fileKey(key, header);
  let counter = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', secret, nonce(counter, last));
    counter += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Keep at least one byte back: the last segment is sealed as last, in flush.
      while (pendingBytes > SEGMENT_BYTES) {
        const all = Buffer.concat(pending);
        this.push(seal(all.subarray(0, SEGMENT_BYTES), false));
        pending = [all.subarray(SEGMENT_BYTES)];
        pendingBytes = pending[0]!.length;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(Buffer.concat(pending), true));
      callback();
    },
  });
}

/** The key id a backup file's header names (for the refusal message), or throws if not a backup. */
export function keyIdOf(header: Buffer): string {
  if (header.length < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupDamagedError('This is not a HeartCheck backup file.');
  if (header[MAGIC.length] !== VERSION)
    throw new BackupDamagedError(`This backup's format (${header[MAGIC.length]}) is not known.`);
  return header.subarray(MAGIC.length + 1, MAGIC.length + 17).toString('ascii');
}

/** The key of `keys` the header names; a clear refusal when none is. */
function keyFor(header: Buffer, keys: SecretKey[]): SecretKey {
  const id = keyIdOf(header);
  const found = keys.find((key) => key.id.padEnd(16, '0').slice(0, 16) === id);
  if (!found)
    throw new BackupKeyError(
      `This backup was encrypted with another secrets key (key id ${id}); the key given has id ${keys.map((k) => k.id).join(', ')}. ` +
        'Restore with the key in use when it was taken: SECRETS_KEY, or --key-file with the secrets.key of that data folder.',
    );
  return found;
}

/**
 * Decrypts the backup format. A segment is released only once its tag checks; the wrong key is
 * refused at the header, a damaged, cut or altered file at the first segment that fails.
 */
export function openStream(keys: SecretKey[]): Transform {
  let header: Buffer | undefined;
  let secret: Buffer | undefined;
  let counter = 0;
  let buffered = Buffer.alloc(0);
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', secret!, nonce(counter, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    counter += 1;
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, -TAG_BYTES)), decipher.final()]);
    } catch {
      throw new BackupDamagedError(
        `The backup file is damaged, cut short or altered (segment ${counter} fails its check); nothing from it was used.`,
      );
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        buffered = Buffer.concat([buffered, chunk]);
        if (!header) {
          if (buffered.length < HEADER_BYTES) return callback();
          header = buffered.subarray(0, HEADER_BYTES);
          secret = fileKey(keyFor(header, keys), header);
          buffered = buffered.subarray(HEADER_BYTES);
        }
        // A full segment is released only when more follows (the last one is opened in flush).
        while (buffered.length > SEGMENT_BYTES + TAG_BYTES) {
          this.push(open(buffered.subarray(0, SEGMENT_BYTES + TAG_BYTES), false));
          buffered = buffered.subarray(SEGMENT_BYTES + TAG_BYTES);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (!header || buffered.length < TAG_BYTES)
        return callback(new BackupDamagedError('The backup file is cut short (no last segment).'));
      try {
        this.push(open(buffered, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
