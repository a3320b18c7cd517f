// expect: 4:5: error: [unsupported] 'prototype' (prototype mutation and reflection)
class A { f(): number { return 1; } }
export function g(): void {
  A.prototype.f = function (): number { return 2; };
}
