// expect: went wrong: [unsupported] library member 'random' (not modelled) at 4:10
// run: f
export function f(): number {
  return Math.random();
}
