// expect: went wrong: [unsupported] library member 'race' (not modelled) at 5:10
// run: f
// Promise.race is in the ES2022 declarations but not modelled: it goes wrong where it is reached.
export async function f(): Promise<number> {
  return Promise.race([Promise.resolve(1)]);
}
