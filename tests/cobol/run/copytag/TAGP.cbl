      * TAGP - partial-word replacement with a parenthesised tag (issue 9
      * item 13): TAGREC.cpy writes FLG-(TAG)-NOT-OK, (TAG)-COUNT,
      * AMT-(TAG); COPY ... REPLACING ==(TAG)== BY ==name== replaces the
      * tag inside each word (Language Reference, "COPY statement": the
      * parenthesis and colon symbols delimit the part of a text word
      * that is replaced). cobc 3.1.2 -std=ibm prints the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TAGP.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY TAGREC REPLACING ==(TAG)== BY ==TESTVAR1==.
       COPY TAGREC REPLACING ==(TAG)== BY ==OTHER==.
       PROCEDURE DIVISION.
           SET FLG-TESTVAR1-BAD TO TRUE
           ADD 1 TO OTHER-COUNT
           DISPLAY FLG-TESTVAR1-NOT-OK ' ' FLG-OTHER-NOT-OK
           DISPLAY TESTVAR1-COUNT ' ' OTHER-COUNT ' ' AMT-OTHER
           STOP RUN.
