      * ERROR: the replacement pseudo-text ==OTHER-NAME. is opened
      * with == but never closed; the rest of the file would be
      * pseudo-text.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COPY-UNTERMINATED-PSEUDO.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY GOODREC REPLACING ==GOOD-NAME== BY ==OTHER-NAME.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
