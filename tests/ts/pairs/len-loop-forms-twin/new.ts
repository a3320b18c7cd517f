// an array walked by for-of (ECMA-262 14.7.5.7 ForIn/OfBodyEvaluation over 23.1.5.1
// %ArrayIteratorPrototype%.next: the index from 0 up to the length, each element Get(A, index)),
// by reduce (23.1.3.24: the same indices, the accumulator threaded through the callback; without
// an initial value A[0] starts it and an empty A throws the TypeError) and by index: the wrong
// twins of len-loop-forms, each different on short arrays (node shows it)
// off by one: the first element is left out
export function total(xs: number[]): number {
  let s = 0;
  for (let i = 1; i < xs.length; i++) s += xs[i];
  return s;
}

// no initial value: an empty array throws instead of giving 0
export function totalReduce(xs: number[]): number {
  return xs.reduce((a, b) => a + b);
}

// <= 0: zeros count as negative
export function negatives(xs: number[]): number {
  return xs.reduce((n, x) => (x <= 0 ? n + 1 : n), 0);
}

// off by one: the first flag is not looked at
export function anyTrue(bs: boolean[]): boolean {
  let i = 1;
  while (i < bs.length) {
    if (bs[i]) return true;
    i++;
  }
  return false;
}

// a comparison instead of Math.max: NaN no longer wins (21.3.2.24)
export function maxOf(xs: number[]): number {
  if (xs.length === 0) throw new TypeError("Reduce of empty array with no initial value");
  let m = xs[0];
  for (let i = 1; i < xs.length; i++) m = m > xs[i] ? m : xs[i];
  return m;
}
