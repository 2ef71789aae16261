import { describe, expect, it } from 'vitest';
import { serialInText, serialInWfdbHeader } from './file-serial.ts';

describe('recorder serial in a file header', () => {
  it('reads a serial labelled as one in an EDF+ recording field', () => {
    expect(serialInText('Startdate 05-JAN-2026 X X SN=hc-0042')).toBe('HC-0042');
    expect(serialInText('Startdate 05-JAN-2026 X tech S/N: AB12345')).toBe('AB12345');
    expect(serialInText('Startdate 05-JAN-2026 X X serial_number HC-77')).toBe('HC-77');
  });

  it('ignores an equipment code that is not labelled as a serial', () => {
    expect(serialInText('Startdate 02-MAR-2002 PSG-1234/2002 NN Telemetry03')).toBeNull();
    expect(serialInText('')).toBeNull();
  });

  it('reads a serial from a WFDB header comment only', () => {
    const header =
      '100 2 360 650000\n100.dat 212 200 11 1024 995 -22131 0 MLII\n# serial: HC-0099\n';
    expect(serialInWfdbHeader(header)).toBe('HC-0099');
    expect(serialInWfdbHeader('SN-1 1 250 1000\nSN-1.dat 16 200 16 0 0 0 0 ECG\n')).toBeNull();
  });
});
