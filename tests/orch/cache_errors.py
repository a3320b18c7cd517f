"""The shape of a --cache that cannot be used (pg_cache.py, pg_nolib.py): exit 1, nothing on standard
output, one line on standard error that names every string of `must` and never the password."""
import subprocess

def one_line_error(equiv, fail, name, args, must, env=None, password="sekret"):
    p = subprocess.run([equiv, *args], capture_output=True, text=True, timeout=120, env=env)
    lines = p.stderr.splitlines()
    if p.returncode != 1 or p.stdout or len(lines) != 1 or password in p.stderr or \
            not all(m in p.stderr for m in must):
        fail(f"{name}: exit {p.returncode}, stdout {p.stdout[:80]!r}, stderr {p.stderr!r} (must name {must})")
    else:
        print(f"{name}: {lines[0]}: ok")
