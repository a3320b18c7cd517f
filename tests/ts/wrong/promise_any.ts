// expect: went wrong: [unsupported] library member 'any' (not modelled) at 6:10
// run: f
// Promise.any is in the ES2022 declarations but not modelled (its AggregateError is not): it goes
// wrong where it is reached. (Promise.race and allSettled are modelled: corpus async_race_settled.ts.)
export async function f(): Promise<number> {
  return Promise.any([Promise.resolve(1)]);
}
