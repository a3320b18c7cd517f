// expect: 4:3: error: [unsupported] with
export function f(): number {
  const o = { a: 1 };
  with (o) {}
  return 1;
}
