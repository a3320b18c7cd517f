/* json_copy.c — a deep copy of an acyclic jansson value (see json_copy.h for why). */
#include "core/json_copy.h"

json_t *json_copy_tree(const json_t *j) {
  if (!j) return NULL;
  switch (json_typeof(j)) {
    case JSON_OBJECT: {
      json_t *o = json_object();
      /* jansson's iterators take a non-const object; nothing here modifies j. Keys by their
       * length: one may hold a NUL byte. */
      for (void *it = json_object_iter((json_t *)j); it; it = json_object_iter_next((json_t *)j, it))
        json_object_setn_new_nocheck(o, json_object_iter_key(it), json_object_iter_key_len(it),
                                     json_copy_tree(json_object_iter_value(it)));
      return o;
    }
    case JSON_ARRAY: {
      size_t n = json_array_size(j);
      json_t *a = json_array();
      for (size_t i = 0; i < n; i++) json_array_append_new(a, json_copy_tree(json_array_get(j, i)));
      return a;
    }
    case JSON_STRING: return json_stringn_nocheck(json_string_value(j), json_string_length(j));
    case JSON_INTEGER: return json_integer(json_integer_value(j));
    case JSON_REAL: return json_real(json_real_value(j));
    /* true, false and null are jansson's shared singletons: a reference is the copy */
    default: return json_incref((json_t *)j);
  }
}
