// expect: 3:7: error: [type] Type 'string' is not assignable to type 'number'.
export function f(): number {
  let x: number = "one";
  return x;
}
