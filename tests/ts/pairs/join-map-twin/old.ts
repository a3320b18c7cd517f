// a join spelt out as a loop against Array.prototype.map and join (ECMA-262 23.1.3.21 map: the
// callback on each element in order; 23.1.3.18 join: the separator between the elements'
// ToString, "," when none is given; 13.15.3: + with a string operand concatenates ToString of the
// other, 7.1.17). Arrays of at most 8 elements (the bound the verdict states), each length run to
// its end.
export function plusOne(a: number[]): string {
  let s = "";
  for (let i = 0; i < a.length; i++) {
    if (i > 0) s += ",";
    s += a[i] + 1;
  }
  return s;
}

// the elements with " | " between them, by for-of with a flag
export function bars(a: number[]): string {
  let s = "";
  let first = true;
  for (const x of a) {
    s = first ? `${x}` : s + " | " + x;
    first = false;
  }
  return s;
}
