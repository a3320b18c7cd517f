// strings built by loops: `s += x` appends ToString(x) (ECMA-262 13.15.2 with 13.15.3: a string
// operand makes + a concatenation, 7.1.17 ToString of a number is Number::toString 6.1.6.1.20),
// and so do `s = s + x` and a template `${s}${x}` (13.2.8.6). Proved by induction over the loops
// in lockstep (for every n, not only to the unrolling bound), the string a builder
// of events (docs/ts.md): its text on reaching the loop, each code unit appended, and the text
// logged or returned naming it, compared before the loop, in one iteration and after it.

// a join with the separator told by a flag (false exactly from the second iteration on), a while
// loop (14.7.3.2: the for loop with its update at the end of the body) and a template
export function joinIdx(n: number): string {
  let out = "";
  let first = true;
  let i = 0;
  while (i < n) {
    if (!first) out = out + ",";
    first = false;
    out = `${out}${i * 2}`;
    i = i + 1;
  }
  return out;
}

// the same text in other pieces: "[" appended before the loop, i + ";" in one append, "]" after
export function bracket(n: number): string {
  let s = "";
  s += "[";
  for (let i = 0; i < n; i++) s += i + ";";
  s += "]";
  return s;
}

// the same line by a for loop and a template
export function logged(n: number): void {
  let line = "";
  for (let i = 0; i < n; i++) line += `${i} `;
  console.log(line);
}
