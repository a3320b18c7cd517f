// classes.ts — classes (§15.7): field initialisers in order, a derived constructor's super call
// before its own fields, methods overridden and reached through super, getters and setters,
// static members, instanceof along the prototype chain.
// run: shapes 2
// run: shapes 0.5
abstract class Shape {
  static made = 0;
  readonly id: number;
  label = "shape";
  constructor() {
    Shape.made++;
    this.id = Shape.made;
  }
  abstract area(): number;
  describe(): string {
    return `${this.label}#${this.id} area=${this.area()}`;
  }
}

class Rect extends Shape {
  w: number;
  h: number;
  label = "rect";
  constructor(w: number, h: number) {
    super();
    this.w = w;
    this.h = h;
  }
  area(): number {
    return this.w * this.h;
  }
  get ratio(): number {
    return this.w / this.h;
  }
  set width(v: number) {
    this.w = v < 0 ? 0 : v;
  }
}

class Square extends Rect {
  constructor(s: number) {
    super(s, s);
    this.label = "square";
  }
  describe(): string {
    return "[" + super.describe() + "]";
  }
}

export function shapes(k: number): string {
  const r = new Rect(3, k);
  const s = new Square(k);
  r.width = -5;
  const items: Shape[] = [r, s, new Rect(k, 4)];
  const lines = items.map((x) => x.describe());
  console.log(lines.join("; "));
  console.log(s instanceof Square, s instanceof Rect, s instanceof Shape, r instanceof Square, Shape.made, r.ratio, s.ratio);
  return lines.join("|");
}
