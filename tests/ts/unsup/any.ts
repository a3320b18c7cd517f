// expect: 3:10: error: [unsupported] any
export function f(): number {
  let x: any = 1;
  return x;
}
