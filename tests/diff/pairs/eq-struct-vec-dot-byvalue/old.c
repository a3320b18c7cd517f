/* eq-struct-vec-dot-byvalue, old: the dot product of two vectors passed by value, widened. */
struct vec {
  int x, y;
};

long vec_dot(struct vec a, struct vec b) { return (long)a.x * b.x + (long)a.y * b.y; }
