// recursion.ts — recursive functions: gcd, Ackermann, permutations, binary search, a tree walk.
// run: rec 4
// run: rec 1
interface Tree {
  v: number;
  kids: Tree[];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function ack(m: number, n: number): number {
  if (m === 0) return n + 1;
  if (n === 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

function perms(xs: string[]): string[] {
  if (xs.length <= 1) return [xs.join("")];
  const out: string[] = [];
  xs.forEach((x, i) => {
    const rest = xs.slice(0, i).concat(xs.slice(i + 1));
    for (const p of perms(rest)) out.push(x + p);
  });
  return out;
}

function build(d: number, v: number): Tree {
  const kids: Tree[] = [];
  if (d > 0) for (let i = 0; i < 2; i++) kids.push(build(d - 1, v * 2 + i));
  return { v, kids };
}

function sum(t: Tree): number {
  return t.v + t.kids.reduce((s, k) => s + sum(k), 0);
}

function bsearch(xs: number[], x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] === x) return mid;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -(lo + 1);
}

export function rec(n: number): number {
  const sorted = [1, 3, 5, 7, 9, 11, 13];
  console.log(gcd(1071 * n, 462), ack(2, n), perms(["a", "b", "c", "d"].slice(0, n)).join(","));
  console.log(sum(build(n, 1)), bsearch(sorted, n * 2 + 1), bsearch(sorted, n * 2));
  return ack(1, n) + gcd(n, 12);
}
