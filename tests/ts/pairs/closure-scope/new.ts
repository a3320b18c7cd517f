// closures called after the scope they captured has ended: a closure returned by the function
// that made it (its [[Environment]] outlives the call: ECMA-262 10.2.1.1), and one made in the
// first iteration of a for (let ...) loop, which keeps that iteration's i (14.7.4.4
// CreatePerIterationEnvironment: each iteration has its own copy). The symbolic executor keeps
// one binding stack, so it refuses these calls (unknown with that reason) rather than run them
// against the bindings that took their place. scaled: a closure passed down to a function that
// calls it while its creator's bindings are still there is followed (equivalent)
export function addTwo(x: number): number {
  return x + 2;
}

export function firstIndex(n: number): number {
  return 0 + n;
}

export function scaled(x: number, k: number): number {
  return x * k * k + 2;
}
