// strings built by loops: `s += x` appends ToString(x) (ECMA-262 13.15.2 with 13.15.3: a string
// operand makes + a concatenation, 7.1.17 ToString of a number is Number::toString 6.1.6.1.20),
// and so do `s = s + x` and a template `${s}${x}` (13.2.8.6). Proved by induction over the loops
// in lockstep (for every n, not only to the unrolling bound), the string a builder
// of events (docs/ts.md): its text on reaching the loop, each code unit appended, and the text
// logged or returned naming it, compared before the loop, in one iteration and after it.

// a join with the separator before each element but the first, told by the index
export function joinIdx(n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    if (i > 0) s += ",";
    s += i * 2;
  }
  return s;
}

// brackets around the elements, each followed by ';'; the closing one appended as returned
export function bracket(n: number): string {
  let s = "[";
  for (let i = 0; i < n; i++) {
    s += `${i}`;
    s += ";";
  }
  return s + "]";
}

// a line built then logged once
export function logged(n: number): void {
  let line = "";
  let i = 0;
  while (i < n) {
    line = line + i + " ";
    i++;
  }
  console.log(line);
}

// the join of late in join-loop-twin/new.ts without its "!" after element 20
export function late(n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += i + ",";
  return s;
}
