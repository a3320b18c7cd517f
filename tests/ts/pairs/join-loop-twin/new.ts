// wrong twins of join-loop: each differs from old.ts for some n (ECMA-262 as cited there)

// the separator after every element, the last one included: "0," against "0" for n = 1
export function joinIdx(n: number): string {
  let out = "";
  let i = 0;
  while (i < n) {
    out = `${out}${i * 2}`;
    out = out + ",";
    i = i + 1;
  }
  return out;
}

// off by one: the loop runs once more ("[0;]" against "[]" for n = 0)
export function bracket(n: number): string {
  let s = "";
  s += "[";
  for (let i = 0; i <= n; i++) s += i + ";";
  s += "]";
  return s;
}

// the space before each number instead of after it: " 0" against "0 " for n = 1
export function logged(n: number): void {
  let line = "";
  for (let i = 0; i < n; i++) line += ` ${i}`;
  console.log(line);
}

// a difference past the unrolling bound only (a "!" after element 20): never equivalent — the
// induction's iteration obligation finds the appended texts may differ, and the bounded run sees
// nothing within 16 iterations
export function late(n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    s += i + ",";
    if (i === 20) s += "!";
  }
  return s;
}
