// unions.ts — union types narrowed by typeof, in and a discriminant (the checker's narrowing; the
// semantics runs the tests).
// run: area "circle", 2
// run: area "square", 3
// run: area "tri", 4
// run: describe 5
// run: describe "five"
// run: describe true
type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number } | { kind: "tri"; b: number; h: number };

function make(kind: string, x: number): Shape {
  if (kind === "circle") return { kind: "circle", r: x };
  if (kind === "square") return { kind: "square", side: x };
  return { kind: "tri", b: x, h: x + 1 };
}

export function area(kind: string, x: number): number {
  const s = make(kind, x);
  let a: number;
  switch (s.kind) {
    case "circle":
      a = 3 * s.r * s.r;
      break;
    case "square":
      a = s.side * s.side;
      break;
    case "tri":
      a = (s.b * s.h) / 2;
      break;
  }
  console.log(s.kind, a, "r" in s, "side" in s);
  return a;
}

export function describe(v: number | string | boolean): string {
  if (typeof v === "number") return `number ${v.toFixed(2)}`;
  if (typeof v === "string") return `string of ${v.length}`;
  return v ? "yes" : "no";
}
