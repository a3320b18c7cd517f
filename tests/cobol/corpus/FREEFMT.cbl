       >>SOURCE FORMAT IS FREE
*> FREEFMT - free-format reference format.
*> EXERCISES: >>SOURCE FORMAT IS FREE on line 1 (in column 8 so that the
*>   directive is also valid while the default fixed format is in force),
*>   full-line *> comments, inline *> comments after code, code starting in
*>   column 1, lines longer than 80 characters, literal concatenation with &,
*>   indentation by any amount, several statements on one line, a switch
*>   back to fixed format with >>SOURCE FORMAT FIXED for the last paragraph.
identification division.
program-id. FREEFMT.
data division.
working-storage section.
01 ws-greeting pic x(40) value 'HELLO, ' & "FREE-FORMAT " & 'WORLD'.  *> concatenated literal
01 ws-n        pic 9(3) value 0.
01 ws-table.
   05 ws-entry pic x(5) occurs 3 times.
procedure division.
main-para.
    move 'ONE' to ws-entry(1) move 'TWO' to ws-entry(2) move 'THREE' to ws-entry(3)
    perform varying ws-n from 1 by 1 until ws-n > 3 display ws-n ': ' ws-entry(ws-n) end-perform
    display ws-greeting                                                                      *> beyond column 80
 display 'indented by one column only'
                                                        display 'indented far to the right'
    perform fixed-para
    goback.
       >>SOURCE FORMAT FIXED
      * back in fixed format: column 7 is the indicator again.
       FIXED-PARA.
           DISPLAY 'IN FIXED FORMAT PARAGRAPH'.
