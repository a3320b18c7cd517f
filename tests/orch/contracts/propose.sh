#!/bin/sh
# tests/orch/contracts.py's --proposer: a contract request (JSON) on standard input; proposes for
# depth the contract it needs (after a line that is no contract), for depth_weak one too weak to
# be proved, for mod7 a wrong one, nothing for the others
req=$(cat)
case "$req" in
  *'"function":"depth"'*) echo 'not a contract'
                          printf '%s\n' 'requires 0 <= n && n <= 1000; decreases n; ensures \result == n;' ;;
  *'"function":"depth_weak"'*) printf '%s\n' 'requires 0 <= n && n <= 1000; decreases n; ensures \result >= 0;' ;;
  *'"function":"mod7"'*) printf '%s\n' 'ensures \result >= 0;' ;;
esac
