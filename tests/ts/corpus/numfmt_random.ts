// numfmt_random.ts — Number::toString, toFixed and the ToInt32 family on 600 doubles per call
// spread over magnitudes 1e-320..1e300 (an LCG with 32-bit arithmetic picks them), each printed.
// run: sweep 1
// run: sweep 2
// run: sweep 3
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s;
  };
}

export function sweep(seed: number): number {
  const next = lcg(seed);
  let count = 0;
  for (let i = 0; i < 600; i++) {
    const mant = (next() / 4294967296) * 2 - 1 + next() / 4294967296 / 4294967296;
    let e = (next() % 620) - 320;
    let x = mant;
    while (e > 0) {
      x *= 10;
      e--;
    }
    while (e < 0) {
      x /= 10;
      e++;
    }
    const digits = next() % 21;
    console.log(String(x), x.toFixed(digits), x | 0, x >>> 0, x >> 3, String(x * 3), String(x / 7));
    count++;
  }
  return count;
}
