// tests/unit/test_ts_sym.c runs each function here under the interpreter and the symbolic
// executor at the same inputs: one case of the summary must hold, with the interpreter's outcome.
export function add(x: number, y: number): number { return x + y; }
export function sub(x: number, y: number): number { return x - y; }
export function mul(x: number, y: number): number { return x * y; }
export function div(x: number, y: number): number { return x / y; }
export function mod(x: number, y: number): number { return x % y; }
export function band(x: number, y: number): number { return x & y; }
export function bor(x: number, y: number): number { return x | y; }
export function bxor(x: number, y: number): number { return x ^ y; }
export function shl(x: number, y: number): number { return x << y; }
export function sar(x: number, y: number): number { return x >> y; }
export function shr(x: number, y: number): number { return x >>> y; }
export function bnot(x: number, y: number): number { return ~x + y * 0; }
export function neg(x: number, y: number): number { return -x - y; }
export function round(x: number, y: number): number { return Math.round(x) + Math.round(y); }
export function floors(x: number, y: number): number { return Math.floor(x) - Math.ceil(y) + Math.trunc(x * y); }
export function absSign(x: number, y: number): number { return Math.abs(x) * Math.sign(y); }
export function root(x: number, y: number): number { return Math.sqrt(x) + y; }
export function minMax(x: number, y: number): number { return Math.max(x, y) - Math.min(y, x, 3); }
export function imul(x: number, y: number): number { return Math.imul(x, y); }
export function isInt(x: number, y: number): boolean { return Number.isInteger(x) && !Number.isSafeInteger(y); }
export function cmp(x: number, y: number): boolean { return x < y || (x === y && x <= 0) || x != y + 1; }
export function cond(x: number, y: number): number { return x > y ? x - y : y >= 0 ? y * 2 : x; }
export function poly(x: number, y: number): number {
  let r = 1;
  for (let i = 0; i < 4; i++) r = r * x + (i | y);
  return r;
}
export function thrower(x: number, y: number): number {
  if (x > y) throw new RangeError("too big");
  if (x !== x) throw "not a number";
  return y % 7;
}
export function code(s: string, i: number): number { return s.charCodeAt(i) + s.length; }
export function find(s: string, i: number): number { return s.indexOf("ab") * 10 + (s.startsWith("a") ? 1 : 0) + i * 0; }
export function points(s: string, i: number): number {
  let n = 0;
  for (const c of s) n += c.length === 2 ? 100 : c.charCodeAt(0) > i ? 1 : 0;
  return n;
}
export function slices(s: string, i: number): boolean { return s.slice(1) + s.slice(0, 1) === s || s.charAt(1) === "b" || i > 2; }
export function sum(xs: number[], i: number): number {
  let t = i;
  for (const x of xs) t = t * 2 + x;
  return xs.includes(i) ? -t : t;
}
