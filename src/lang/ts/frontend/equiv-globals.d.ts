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
