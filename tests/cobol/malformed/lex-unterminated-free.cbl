       >>SOURCE FORMAT FREE
*> ERROR: free-format source; the literal "never closed has no
*> closing quote before the end of the line.
identification division.
program-id. lex-unterminated-free.
data division.
working-storage section.
01 ws-x pic x(20).
procedure division.
    move "never closed to ws-x
    goback.
