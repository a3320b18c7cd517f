// equiv-globals.d.ts — the declarations Equiv's TypeScript front end adds to the ES2022 library
// (lib.es2022.d.ts of the pinned typescript package): what a program may use besides the language
// library and what Equiv's semantics models. No @types/node: a user's file sees only these.

interface Console {
  // console.log(a, b, ...) writes one line: the arguments formatted and joined by one space.
  log(...data: unknown[]): void;
  // console.error writes the same way to standard error.
  error(...data: unknown[]): void;
}

declare var console: Console;

// node's timers, as far as Equiv models them: setTimeout(callback, ms, ...args) runs callback(...args)
// once, after the microtasks, in the order of its due time (then of creation); clearTimeout cancels it.
// What setTimeout returns is only a handle for clearTimeout (node's Timeout object).
declare class Timeout {
  private constructor();
  private readonly __equivTimeout: void;
}
declare function setTimeout<TArgs extends unknown[]>(callback: (...args: TArgs) => void, ms?: number, ...args: TArgs): Timeout;
declare function clearTimeout(timeout: Timeout | undefined): void;

// node's queueMicrotask(callback): callback runs once, in the microtask queue with the promise jobs,
// in the order it was queued among them.
declare function queueMicrotask(callback: () => void): void;
