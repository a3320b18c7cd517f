      *================================================================*
      * lowcase - the whole program in lower case.                     *
      * exercises: reserved words, user words, picture strings (x 9 z),*
      * figurative constants and copybook names written in lower case *
      * (cobol words are case-insensitive; literals keep their case),  *
      * a lower-case copy name, "function" names, "end-" terminators.  *
      *================================================================*
       identification division.
       program-id. lowcase.
       data division.
       working-storage section.
       copy custrec.
       01  ws-count               pic s9(4) comp value zero.
       01  ws-name                pic x(12) value 'Mixed Value'.
       01  ws-edit                pic zz,zz9.99.
       procedure division.
       main-para.
           move 'c0001' to cust-id
           move 1234.5 to cust-limit
           perform varying ws-count from 1 by 1 until ws-count > 3
               add 10 to cust-bal
           end-perform
           move cust-bal to ws-edit
           if cust-bal > zero and ws-name not = spaces
               display function upper-case(ws-name) ' ' ws-edit
           else
               display 'no balance'
           end-if
           evaluate true
               when cust-limit > 1000 display 'high limit'
               when other continue
           end-evaluate
           goback.
