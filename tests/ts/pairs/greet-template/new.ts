// string concatenation rewritten as a template literal: the same string for every argument
// (ECMA-262 13.15.3 ApplyStringOrNumericBinaryOperator and 13.2.8.6 template evaluation both
// use ToString of a string, the string itself)
export function greet(name: string, times: number): string {
  return `hello, ${name} x${times}!`;
}
