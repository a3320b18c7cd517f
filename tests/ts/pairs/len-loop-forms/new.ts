// an array walked by for-of (ECMA-262 14.7.5.7 ForIn/OfBodyEvaluation over 23.1.5.1
// %ArrayIteratorPrototype%.next: the index from 0 up to the length, each element Get(A, index)),
// by reduce (23.1.3.24: the same indices, the accumulator threaded through the callback; without
// an initial value A[0] starts it and an empty A throws the TypeError) and by index: the same
// operations in the same order, so equivalent for every length, by induction over the loop
export function total(xs: number[]): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  return s;
}

export function totalReduce(xs: number[]): number {
  let s = 0;
  for (const x of xs) s = s + x;
  return s;
}

export function negatives(xs: number[]): number {
  return xs.reduce((n, x) => (x < 0 ? n + 1 : n), 0);
}

export function anyTrue(bs: boolean[]): boolean {
  let i = 0;
  while (i < bs.length) {
    if (bs[i]) return true;
    i++;
  }
  return false;
}

export function maxOf(xs: number[]): number {
  if (xs.length === 0) throw new TypeError("Reduce of empty array with no initial value");
  let m = xs[0];
  for (let i = 1; i < xs.length; i++) m = Math.max(m, xs[i]);
  return m;
}
