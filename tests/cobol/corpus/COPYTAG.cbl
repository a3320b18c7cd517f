      *================================================================*
      * COPYTAG - the ':TAG:' copybook convention.                     *
      * EXERCISES: COPY PFXREC REPLACING ==:PFX:== BY ==CUST== (the    *
      *   tag is part of a larger word: :PFX:-REC -> CUST-REC; IBM     *
      *   treats ':' as a separator so :PFX: is its own text word),    *
      *   the same copybook twice with different tags, qualified       *
      *   condition-names, SET cond-name TO TRUE, MOVE CORRESPONDING   *
      *   between the two tagged records (no common names: nothing     *
      *   moves), and a group MOVE instead.                            *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COPYTAG.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY PFXREC REPLACING ==:PFX:== BY ==CUST==.
       COPY PFXREC REPLACING ==:PFX:== BY ==ACCT==.
       COPY PFXREC REPLACING ==:PFX:== BY ==HIST==.
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'K-0001' TO CUST-KEY
           MOVE 150.75   TO CUST-AMOUNT
           SET CUST-OPEN TO TRUE
           MOVE CUST-REC TO ACCT-REC
           IF ACCT-OPEN
               SET ACCT-CLOSED TO TRUE
           END-IF
           MOVE CORRESPONDING CUST-REC TO HIST-REC
           DISPLAY CUST-KEY ' ' ACCT-STATUS ' ' ACCT-AMOUNT
           GOBACK.
