// wrong twins of join-map: each differs from old.ts on some array (ECMA-262 as cited there)

// ", " instead of ",": "1, 2" against "1,2" for [0, 1]
export function plusOne(a: number[]): string {
  return a.map((x) => x + 1).join(", ");
}

// the separator after the last element too: "0 | " against "0" for [0]
export function bars(a: number[]): string {
  return a.map((x) => x + " | ").join("");
}
