// the same sum added from the last element: floating-point addition is not associative, so some
// arrays give another double (e.g. [1e16, 1, -1e16]: 0 forwards, 1 backwards... or the reverse)
export function sum(xs: number[]): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  return s;
}
