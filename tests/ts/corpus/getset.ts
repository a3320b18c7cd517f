// getset.ts — accessors: a getter computed from fields, a setter validating and throwing, a
// getter-only property assigned (TypeError in strict code), accessors inherited by a subclass.
// run: gs 30
// run: gs -5
class Temp {
  private c = 0;
  get f(): number {
    return (this.c * 9) / 5 + 32;
  }
  set f(v: number) {
    this.celsius = ((v - 32) * 5) / 9;
  }
  get celsius(): number {
    return this.c;
  }
  set celsius(v: number) {
    if (v < -273.15) throw new RangeError("below absolute zero: " + v);
    this.c = v;
  }
}

class Labelled extends Temp {
  get label(): string {
    return `${this.celsius.toFixed(1)}C/${this.f.toFixed(1)}F`;
  }
}

export function gs(c: number): string {
  const t = new Labelled();
  t.celsius = c;
  const a = t.label;
  t.f = 212;
  const b = t.label;
  let err = "none";
  try {
    t.celsius = c * 100;
  } catch (e) {
    err = e instanceof Error ? e.name + ": " + e.message : "?";
  }
  console.log(a, b, err);
  return t.label;
}
