import fs from 'node:fs/promises';
import type { BlobWrites } from './store.ts';

/**
 * A disk that fills up, for the full-disk tests: writes go to the real folder until `free` bytes
 * are used, then the write that does not fit stops part-way, as a write(2) on a full device
 * does (the bytes that fitted are on disk), and fails with ENOSPC.
 */
export interface FillingDisk {
  writes: BlobWrites;
  /** Bytes that still fit; Infinity for a disk with room. */
  free: number;
  /** Writes refused for want of space so far. */
  refusals: number;
}

function noSpace(syscall: string, file: string): NodeJS.ErrnoException {
  // The error Node gives for a full device: code ENOSPC, errno -28 (Linux asm-generic/errno-base.h).
  return Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${file}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall,
    path: file,
  });
}

export function fillingDisk(free = Infinity): FillingDisk {
  const disk: FillingDisk = {
    free,
    refusals: 0,
    writes: {
      async writeFile(to, bytes) {
        if (bytes.length <= disk.free) {
          await fs.writeFile(to, bytes);
          disk.free -= bytes.length;
          return;
        }
        await fs.writeFile(to, bytes.subarray(0, disk.free));
        disk.free = 0;
        disk.refusals += 1;
        throw noSpace('write', to);
      },
      async copyFile(from, to) {
        await disk.writes.writeFile(to, await fs.readFile(from));
      },
    },
  };
  return disk;
}
