// an array walked by for-of (ECMA-262 14.7.5.7 ForIn/OfBodyEvaluation over 23.1.5.1
// %ArrayIteratorPrototype%.next: the index from 0 up to the length, each element Get(A, index)),
// by reduce (23.1.3.24: the same indices, the accumulator threaded through the callback; without
// an initial value A[0] starts it and an empty A throws the TypeError) and by index: the same
// operations in the same order, so equivalent for every length, by induction over the loop
export function total(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

export function totalReduce(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

export function negatives(xs: number[]): number {
  let n = 0;
  for (const x of xs) {
    if (x < 0) n++;
  }
  return n;
}

export function anyTrue(bs: boolean[]): boolean {
  for (const b of bs) {
    if (b) return true;
  }
  return false;
}

export function maxOf(xs: number[]): number {
  return xs.reduce((m, x) => Math.max(m, x));
}
