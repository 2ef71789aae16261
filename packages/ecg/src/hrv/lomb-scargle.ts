/**
 * Lomb-Scargle periodogram (Lomb 1976; Scargle 1982) for unevenly sampled
 * series such as RR intervals against beat time - no resampling, so no
 * interpolation artefacts (Clifford & Tarassenko 2005, IEEE TBME 52:630).
 * Scaled to a one-sided power spectral density whose integral is the series
 * variance: PSD = P * 2T/N for a record of duration T and N points.
 * One pass per frequency: the time offset tau is applied in closed form from
 * the sums of cos^2, sin^2 and cos*sin, and cos/sin are advanced across the
 * frequency grid by rotation (no trigonometric calls in the inner loop).
 * Several series sharing the same time stamps (RR and R amplitude) are done
 * together, since tau and the normalising sums depend only on the times.
 */
export function lombScargleMulti(
  t: Float64Array,
  ys: Float64Array[],
  f0: number,
  df: number,
  nf: number,
): Float64Array[] {
  const n = t.length;
  const m = ys.length;
  const out = ys.map(() => new Float64Array(nf));
  if (n < 4) return out;
  const T = t[n - 1]! - t[0]!;
  if (!(T > 0)) return out;
  const means = ys.map((y) => {
    let mean = 0;
    for (let i = 0; i < n; i++) mean += y[i]!;
    return mean / n;
  });
  // cos and sin of 2 pi f t at the first frequency and of the grid step, interleaved per point
  // ([cos, sin, cos, sin, ...]): the inner loop then reads three arrays, not six (a third faster)
  const rot0 = new Float64Array(2 * n);
  const step = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const ti = t[i]! - t[0]!;
    rot0[2 * i] = Math.cos(2 * Math.PI * f0 * ti);
    rot0[2 * i + 1] = Math.sin(2 * Math.PI * f0 * ti);
    step[2 * i] = Math.cos(2 * Math.PI * df * ti);
    step[2 * i + 1] = Math.sin(2 * Math.PI * df * ti);
  }
  const scale = (2 * T) / n;
  // Series are processed in pairs with scalar accumulators (the common RR + amplitude case).
  for (let j0 = 0; j0 < m; j0 += 2) {
    const jb = Math.min(m - 1, j0 + 1);
    const [ya, yb, ma, mb] = [ys[j0]!, ys[jb]!, means[j0]!, means[jb]!];
    const y = new Float64Array(2 * n); // centred, interleaved
    for (let i = 0; i < n; i++) {
      y[2 * i] = ya[i]! - ma;
      y[2 * i + 1] = yb[i]! - mb;
    }
    pairPeriodogram(Float64Array.from(rot0), step, y, scale, out[j0]!, out[jb]!);
  }
  return out;
}

/**
 * The periodograms of two series (y interleaved [a, b, a, b, ...]) at oa.length frequencies,
 * `rot` holding cos/sin at the first and advanced by `step` (rotated in place).
 */
function pairPeriodogram(
  rot: Float64Array,
  step: Float64Array,
  y: Float64Array,
  scale: number,
  oa: Float64Array,
  ob: Float64Array,
): void {
  const n2 = rot.length;
  for (let k = 0; k < oa.length; k++) {
    let cc = 0;
    let ss = 0;
    let cs = 0;
    let ac = 0;
    let as = 0;
    let bc = 0;
    let bs = 0;
    for (let i = 0; i < n2; i += 2) {
      const ci = rot[i]!;
      const si = rot[i + 1]!;
      cc += ci * ci;
      ss += si * si;
      cs += ci * si;
      const a = y[i]!;
      const b = y[i + 1]!;
      ac += a * ci;
      as += a * si;
      bc += b * ci;
      bs += b * si;
      const dci = step[i]!;
      const dsi = step[i + 1]!;
      rot[i] = ci * dci - si * dsi;
      rot[i + 1] = si * dci + ci * dsi;
    }
    // tan(2 w tau) = sum sin(2wt) / sum cos(2wt) = 2 cs / (cc - ss)
    const wt = 0.5 * Math.atan2(2 * cs, cc - ss);
    const ct = Math.cos(wt);
    const st = Math.sin(wt);
    const cct = ct * ct * cc + 2 * ct * st * cs + st * st * ss; // sum cos^2(w(t - tau))
    const sst = st * st * cc - 2 * ct * st * cs + ct * ct * ss; // sum sin^2(w(t - tau))
    const pw = (yc: number, ys: number): number => {
      const a = ct * yc + st * ys;
      const b = ct * ys - st * yc;
      return 0.5 * ((cct > 1e-12 ? (a * a) / cct : 0) + (sst > 1e-12 ? (b * b) / sst : 0)) * scale;
    };
    oa[k] = pw(ac, as);
    ob[k] = pw(bc, bs);
  }
}

export function lombScargle(
  t: Float64Array,
  y: Float64Array,
  f0: number,
  df: number,
  nf: number,
): Float64Array {
  return lombScargleMulti(t, [y], f0, df, nf)[0]!;
}

/** Sum of PSD * df over [lo, hi) Hz on the grid f0 + k df. */
export function bandPower(
  psd: Float64Array,
  f0: number,
  df: number,
  lo: number,
  hi: number,
): number {
  let p = 0;
  for (let k = 0; k < psd.length; k++) {
    const f = f0 + k * df;
    if (f >= lo - 1e-9 && f < hi - 1e-9) p += psd[k]! * df;
  }
  return p;
}

/** Frequency of the largest PSD value within [lo, hi). */
export function peakFrequency(
  psd: Float64Array,
  f0: number,
  df: number,
  lo: number,
  hi: number,
): number {
  let best = NaN;
  let bp = -1;
  for (let k = 0; k < psd.length; k++) {
    const f = f0 + k * df;
    if (f >= lo - 1e-9 && f < hi - 1e-9 && psd[k]! > bp) {
      bp = psd[k]!;
      best = f;
    }
  }
  return best;
}
