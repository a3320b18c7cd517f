// bigint.ts — BigInt (ECMA-262 §6.1.6.2): exact integers of any size. Division truncates toward
// zero and % takes the dividend's sign (§6.1.6.2.5-6); shifts round toward -infinity
// (§6.1.6.2.9-10, a negative count shifts the other way); & | ^ ~ on the infinite two's complement;
// ** with a negative exponent and / or % by zero are RangeErrors, mixing with Numbers and >>> are
// TypeErrors. Comparisons with Numbers are exact (§7.2.13), BigInt(x) takes integers only
// (§21.2.1.1), Number(b) rounds to the nearest double (ties to even), toString(radix) lowercase.
// run: arith -17n,5n
// run: arith 17n,-5n
// run: arith 0n,3n
// run: arith 123456789012345678901234567890n,-987654321n
// run: power -3n,41n
// run: power 2n,200n
// run: power 0n,0n
// run: power -1n,1001n
// run: power 7n,-1n
// run: shifts -13n
// run: shifts 9007199254740993n
// run: conv 123
// run: conv -0
// run: conv 1.5
// run: conv 9007199254740993
// run: conv NaN
// run: compare 5n,5.5
// run: compare 5n,5
// run: compare -9007199254740993n,-9007199254740992
// run: compare 1n,NaN
// run: compare 10n,Infinity
// run: logged 12345678901234567890n
// run: logged -1n
// run: errors 0
// run: errors 1
// run: errors 2
// run: errors 3
// run: errors 4
// run: errors 5
// run: errors 6
// run: errors 7
// run: wrap -129n
// run: wrap 340282366920938463463374607431768211455n
// run: factorial 30
// run: factorial 0
// run: collect 3n
export function arith(a: bigint, b: bigint): string {
  const q = b !== 0n ? a / b : -1n;
  const r = b !== 0n ? a % b : -1n;
  return [a + b, a - b, a * b, q, r, q * b + r === a, a & b, a | b, a ^ b, ~a, -a].join(" ");
}

export function power(a: bigint, e: bigint): bigint {
  return a ** e;
}

export function shifts(a: bigint): string {
  return `${a << 3n} ${a >> 2n} ${a << -2n} ${a >> -2n} ${a >> 100n} ${-a >> 100n} ${(a * a) >> 64n}`;
}

export function conv(x: number): string {
  const b = BigInt(x);
  const big = b * 10n ** 20n + 1n;
  return [typeof b, b.toString(), b.toString(16), b.toString(36), String(big), Number(big), Number(b * 3n ** 40n),
          `${b}`, b ? "truthy" : "falsy", Number(2n ** 1100n)].join(" ");
}

export function compare(a: bigint, x: number): boolean[] {
  return [a < x, a > x, a <= x, a >= x, a === 5n, a !== -a, Number(a) === x];
}

export function logged(a: bigint): bigint[] {
  console.log(a);
  console.log(a, [a, 1n, -2n], new Map([[a, 1n]]), new Set([a, a, -a]));
  console.log([1n, 22n, 333n, 4444n, 5n, 6n, 77n, a]);
  console.log({ small: 1n, big: a });
  return [a, a * a];
}

export function errors(k: number): bigint {
  if (k === 0) return 1n / 0n;
  if (k === 1) return 5n % 0n;
  if (k === 2) return 2n ** -1n;
  if (k === 3) return BigInt(1.5);
  if (k === 4) return BigInt("12x");
  if (k === 5) return BigInt(Infinity);
  if (k === 6) return [3n, 1n, 2n].sort((p, q) => Number(p - q))[0] + BigInt(" 0x1f ") + BigInt("-77") + BigInt("") + BigInt(true);
  return BigInt("0b101") + BigInt("0o17") + BigInt(" +42 ");
}

export function wrap(a: bigint): string {
  return `${BigInt.asIntN(8, a)} ${BigInt.asUintN(8, a)} ${BigInt.asIntN(64, a)} ${BigInt.asUintN(64, a)} ${BigInt.asUintN(0, a)} ${BigInt.asIntN(1, a)}`;
}

export function factorial(n: number): bigint {
  let r = 1n;
  for (let i = 1n; i <= BigInt(n); i++) r *= i;
  let d = r;
  d--;
  return r + d - r;
}

export function collect(a: bigint): string {
  const m = new Map<bigint, string>();
  m.set(a, "a");
  m.set(3n, "three");
  const s = new Set<bigint>([1n, 1n, a, 3n]);
  const arr = [1n, 2n, a];
  return [m.size, m.get(3n), s.size, s.has(a), arr.includes(3n), arr.indexOf(a), [10n, 9n, 100n].sort().join(","),
          Object.is(a, 3n)].join(" ");
}
