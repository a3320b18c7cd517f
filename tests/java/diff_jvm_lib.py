"""diff_jvm_lib.py — the canonical form of a behaviour from `equiv ... --json`, as Driver.java prints
the JVM's (shared by diff_jvm.py and pairs.py)."""


def canon_value(v):
    t = v["type"]
    if t == "void":
        return "void"
    if t == "int":
        return ("i" if v["signed"] else "u") + str(v["width"]) + ":" + v["value"]
    if t == "bool":
        return "bool:" + ("true" if v["value"] else "false")
    if t == "float":
        return "f%d:%s" % (v["width"], v["bits"][2:])
    if t == "bytes":
        s = v["value"].encode("latin-1").decode("utf-8", "surrogatepass")
        u = s.encode("utf-16-be", "surrogatepass")
        return "str:" + "".join("%02x%02x" % (u[i], u[i + 1]) for i in range(0, len(u), 2))
    if t == "opaque":
        return "opaque:" + v["value"]
    if t == "agg":
        return "agg:[" + ",".join(canon_value(x) for x in v["items"]) + "]"
    return "?" + t


def canon_equiv(j):
    out = "".join(r["text"] for r in j.get("output", []) if r["stream"] == "stdout").encode("latin-1").hex()
    if j["result"] == "wrong":
        return out, "wrong:%s:%s" % (j["kind"], j.get("reason"))
    # the caller's arrays the call changed (records "argument N"), as Driver.java appends them
    # and the static inputs it changed (records "static NAME")
    args = "".join("|%s=%s" % (r["stream"], r["text"]) for r in j.get("output", [])
                   if r["stream"].startswith("argument ") or r["stream"].startswith("static "))
    if j["kind"] == "panicked":
        return out, "panic:" + j["message"].encode("latin-1").decode("utf-8") + args
    return out, canon_value(j["value"]) + args
