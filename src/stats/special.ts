/**
 * Special functions the intervals need: log-gamma, the regularised incomplete beta (for the
 * Harrell–Davis weights) and gamma (for the normal distribution), and the normal CDF and its
 * inverse. Double precision to ~1e-13, which is far below any sampling error the gate reports.
 */

const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);
const EPS = 1e-15;
const TINY = 1e-300;
const MAX_ITER = 500;

/**
 * ln Γ(x) for x > 0: the recurrence Γ(x) = Γ(x + k) / (x (x + 1) … (x + k − 1)) lifts x above 10,
 * where Stirling's series to the x^-9 term is accurate to ~1e-15.
 */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  let shift = 0;
  let prod = 1;
  while (x < 10) {
    prod *= x;
    x += 1;
    shift += 1;
  }
  const inv = 1 / x;
  const inv2 = inv * inv;
  // Bernoulli terms B2k / (2k (2k − 1) x^(2k − 1)).
  const series = inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 * (1 / 1680 - inv2 / 1188))));
  const value = (x - 0.5) * Math.log(x) - x + LOG_SQRT_2PI + series;
  return shift === 0 ? value : value - Math.log(prod);
}

/**
 * The regularised incomplete beta function I_x(a, b) = P(Beta(a, b) ≤ x), by its continued
 * fraction evaluated with the modified Lentz method, using the symmetry
 * I_x(a, b) = 1 − I_{1−x}(b, a) on the side where the fraction converges fast.
 */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`regularizedBeta needs a, b > 0, got ${a}, ${b}`);
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const logFront = a * Math.log(x) + b * Math.log1p(-x) - (logGamma(a) + logGamma(b) - logGamma(a + b));
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(logFront) * betaFraction(x, a, b)) / a;
  return 1 - (Math.exp(logFront) * betaFraction(1 - x, b, a)) / b;
}

function betaFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITER; m++) {
    const m2 = 2 * m;
    // Even step: d_2m = m (b − m) x / ((a + 2m − 1)(a + 2m)).
    let coef = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + coef * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + coef / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    // Odd step: d_2m+1 = −(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)).
    coef = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + coef * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + coef / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return h;
}

/**
 * The upper regularised incomplete gamma function Q(a, x) = P(Gamma(a) > x): the power series
 * of P below x = a + 1, the Lentz continued fraction of Q above it.
 */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0)) throw new RangeError(`regularizedGammaQ needs a > 0, got ${a}`);
  if (x <= 0) return 1;
  const logFront = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let k = 1; k <= MAX_ITER; k++) {
      term *= x / (a + k);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return 1 - sum * Math.exp(logFront);
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return Math.exp(logFront) * h;
}

/** Φ(z), the standard normal CDF, through erfc(t) = Q(1/2, t²); accurate in both tails. */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return NaN;
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  const tail = 0.5 * regularizedGammaQ(0.5, (z * z) / 2);
  return z < 0 ? tail : 1 - tail;
}

/**
 * Φ⁻¹(p), the standard normal quantile: a rational start (Abramowitz & Stegun 26.2.23, error
 * below 4.5e-4) polished by Newton steps on `normalCdf`, which converge quadratically.
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalQuantile needs 0 ≤ p ≤ 1, got ${p}`);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const lower = Math.min(p, 1 - p);
  const t = Math.sqrt(-2 * Math.log(lower));
  let z = t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t);
  if (p < 0.5) z = -z;
  for (let i = 0; i < 4; i++) {
    const density = Math.exp(-0.5 * z * z - LOG_SQRT_2PI);
    if (density === 0) break;
    const step = (normalCdf(z) - p) / density;
    z -= step;
    if (Math.abs(step) < 1e-13 * Math.max(1, Math.abs(z))) break;
  }
  return z;
}

/** P(T ≤ t) for Student's t with ν degrees of freedom, via the incomplete beta function. */
export function studentTCdf(t: number, dof: number): number {
  if (!(dof > 0)) throw new RangeError(`studentTCdf needs dof > 0, got ${dof}`);
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = 0.5 * regularizedBeta(dof / (dof + t * t), dof / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}

/** The p-quantile of Student's t with ν degrees of freedom: bisection on `studentTCdf`. */
export function studentTQuantile(p: number, dof: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`studentTQuantile needs 0 < p < 1, got ${p}`);
  if (p === 0.5) return 0;
  // |t| is at least |z|; widen the upper bracket until it holds p.
  const z = normalQuantile(p);
  let lo = Math.min(z, 0);
  let hi = Math.max(z, 0);
  if (p < 0.5) { while (studentTCdf(lo, dof) > p) lo *= 2; hi = z; }
  else { while (studentTCdf(hi, dof) < p) hi *= 2; lo = z; }
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, Math.abs(hi)); i++) {
    const mid = 0.5 * (lo + hi);
    if (studentTCdf(mid, dof) < p) lo = mid; else hi = mid;
  }
  return 0.5 * (lo + hi);
}
