// expect: went wrong: [out_of_fuel] out of fuel at 5:3
// run: f
export function f(): number {
  let i = 0;
  while (i >= 0) i++;
  return i;
}
