// bitset.ts — a bit set over an array of 32-bit words: set, clear, test, count, and iteration, with
// >>> and signed words printed.
// run: bs [1, 5, 31, 32, 33, 63, 64, 100]
// run: bs []
class BitSet {
  words: number[] = [];
  set(i: number): void {
    while (this.words.length <= i >>> 5) this.words.push(0);
    this.words[i >>> 5] |= 1 << (i & 31);
  }
  clear(i: number): void {
    if (i >>> 5 < this.words.length) this.words[i >>> 5] &= ~(1 << (i & 31));
  }
  has(i: number): boolean {
    return i >>> 5 < this.words.length && (this.words[i >>> 5] & (1 << (i & 31))) !== 0;
  }
  count(): number {
    let c = 0;
    for (const w of this.words) {
      let v = w >>> 0;
      while (v) {
        v &= v - 1;
        c++;
      }
    }
    return c;
  }
  items(): number[] {
    const out: number[] = [];
    this.words.forEach((w, k) => {
      for (let b = 0; b < 32; b++) if ((w >>> b) & 1) out.push(k * 32 + b);
    });
    return out;
  }
}

export function bs(xs: number[]): string {
  const s = new BitSet();
  for (const x of xs) s.set(x);
  s.clear(5);
  s.clear(1000);
  console.log(s.words.join(","), s.count(), s.has(31), s.has(5), s.items().join(" "));
  return s.words.map((w) => (w >>> 0).toString(16)).join(":");
}
