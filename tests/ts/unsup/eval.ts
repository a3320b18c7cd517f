// expect: 3:3: error: [unsupported] eval
export function f(s: string): void {
  eval(s);
}
