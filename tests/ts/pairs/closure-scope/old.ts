// closures called after the scope they captured has ended: a closure returned by the function
// that made it (its [[Environment]] outlives the call: ECMA-262 10.2.1.1), and one made in the
// first iteration of a for (let ...) loop, which keeps that iteration's i (14.7.4.4
// CreatePerIterationEnvironment: each iteration has its own copy). The symbolic executor keeps
// one binding stack, so it refuses these calls (unknown with that reason) rather than run them
// against the bindings that took their place. scaled: a closure passed down to a function that
// calls it while its creator's bindings are still there is followed (equivalent)
function adder(k: number): (x: number) => number {
  return (x: number) => x + k;
}

export function addTwo(x: number): number {
  const add = adder(2);
  return add(x);
}

export function firstIndex(n: number): number {
  let g = (): number => -1;
  let s = 0;
  for (let i = 0; i < 3; i++) {
    if (i === 0) g = () => i;
    if (i === 2) s = g();
  }
  return s + n;
}

function apply(f: (x: number) => number, x: number): number {
  return f(f(x));
}

export function scaled(x: number, k: number): number {
  let calls = 0;
  const r = apply((y) => { calls++; return y * k; }, x);
  return r + calls;
}
