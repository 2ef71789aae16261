/**
 * Lomb-Scargle periodogram (Lomb 1976; Scargle 1982) for unevenly sampled
 * series such as RR intervals against beat time - no resampling, so no
 * interpolation artefacts (Clifford & Tarassenko 2005, IEEE TBME 52:630).
 * Scaled to a one-sided power spectral density whose integral is the series
 * variance: PSD = P * 2T/N for a record of duration T and N points.
 * Trigonometric values are advanced by rotation across the frequency grid, so
 * the cost is a few multiplications per point and frequency (no trig calls).
 */
export function lombScargle(t: Float64Array, y: Float64Array, f0: number, df: number, nf: number): Float64Array {
  const n = t.length;
  const psd = new Float64Array(nf);
  if (n < 4) return psd;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += y[i]!;
  mean /= n;
  const T = t[n - 1]! - t[0]!;
  if (!(T > 0)) return psd;
  const c = new Float64Array(n);
  const s = new Float64Array(n);
  const dc = new Float64Array(n);
  const ds = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const w0 = 2 * Math.PI * f0 * (t[i]! - t[0]!);
    const dw = 2 * Math.PI * df * (t[i]! - t[0]!);
    c[i] = Math.cos(w0);
    s[i] = Math.sin(w0);
    dc[i] = Math.cos(dw);
    ds[i] = Math.sin(dw);
  }
  for (let k = 0; k < nf; k++) {
    // tau from sums of sin/cos of twice the angle
    let s2 = 0;
    let c2 = 0;
    for (let i = 0; i < n; i++) {
      const ci = c[i]!;
      const si = s[i]!;
      s2 += 2 * si * ci;
      c2 += ci * ci - si * si;
    }
    const wtau = 0.5 * Math.atan2(s2, c2);
    const ct = Math.cos(wtau);
    const st = Math.sin(wtau);
    let yc = 0;
    let ys = 0;
    let cc = 0;
    let ss = 0;
    for (let i = 0; i < n; i++) {
      const ci = c[i]! * ct + s[i]! * st; // cos(w(t - tau))
      const si = s[i]! * ct - c[i]! * st;
      const yi = y[i]! - mean;
      yc += yi * ci;
      ys += yi * si;
      cc += ci * ci;
      ss += si * si;
      // rotate to the next frequency
      const nc = c[i]! * dc[i]! - s[i]! * ds[i]!;
      s[i] = s[i]! * dc[i]! + c[i]! * ds[i]!;
      c[i] = nc;
    }
    const p = 0.5 * ((cc > 0 ? (yc * yc) / cc : 0) + (ss > 0 ? (ys * ys) / ss : 0));
    psd[k] = (p * 2 * T) / n;
  }
  return psd;
}

/** Sum of PSD * df over [lo, hi) Hz on the grid f0 + k df. */
export function bandPower(psd: Float64Array, f0: number, df: number, lo: number, hi: number): number {
  let p = 0;
  for (let k = 0; k < psd.length; k++) {
    const f = f0 + k * df;
    if (f >= lo && f < hi) p += psd[k]! * df;
  }
  return p;
}

/** Frequency of the largest PSD value within [lo, hi). */
export function peakFrequency(psd: Float64Array, f0: number, df: number, lo: number, hi: number): number {
  let best = NaN;
  let bp = -1;
  for (let k = 0; k < psd.length; k++) {
    const f = f0 + k * df;
    if (f >= lo && f < hi && psd[k]! > bp) {
      bp = psd[k]!;
      best = f;
    }
  }
  return best;
}
