// roman.ts — conversions both ways between integers and Roman numerals, with validation errors
// thrown as RangeError.
// run: roman 1994
// run: roman 3999
// run: roman 0
// run: roman 4.5
const VALUES: [number, string][] = [[1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
  [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];

function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new RangeError(`cannot write ${n} in Roman numerals`);
  let out = "";
  for (const pair of VALUES) {
    while (n >= pair[0]) {
      out += pair[1];
      n -= pair[0];
    }
  }
  return out;
}

function fromRoman(s: string): number {
  const val = (c: string): number => {
    const p = VALUES.find((v) => v[1] === c);
    return p ? p[0] : 0;
  };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = val(s[i]);
    total += i + 1 < s.length && v < val(s[i + 1]) ? -v : v;
  }
  return total;
}

export function roman(n: number): string {
  const r = toRoman(n);
  console.log(r, fromRoman(r), fromRoman(r) === n);
  return r;
}
