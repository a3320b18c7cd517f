// expect: went wrong: [out_of_fuel] a BigInt above 4194304 bits (Equiv's limit) at 4:10
// run: f 23n
export function f(e: bigint): bigint {
  return 3n ** (e * 200000n);
}
